import {
  isDisclosure,
  parseCity,
  promisesAcceptance,
  statesEarnings,
  statesGradedBenefit,
  statesTypicalEarnings,
  tokensIn,
} from "../../src/lib/content-rules"
import { fillFacts, siteFacts } from "../../src/node/site-facts"
import { areaOfZip } from "../fixtures/recruiting-areas"

describe("statesEarnings", () => {
  it.each([
    "Our founder's first year paid out and he earned $19,000.",
    "Some new agents have earned $500–$1,000 on a productive field day.",
    "Earn $500+ per sale on average.",
    "Commission contracts from 80% up to 115%.",
  ])("finds an earnings figure in %p", (text) => expect(statesEarnings(text)).toBe(true))

  it.each([
    "Whole life coverage up to $35,000 for people on a fixed income.",
    "We train commission-only agents. Coverage goes up to $35,000.",
    "80% of policies stay in force through the first year.",
    "Commission advances are paid when the carrier issues the policy.",
    "The advanced balance is repaid from 20% of each commission advance until it is paid off.",
  ])("finds none in %p", (text) => expect(statesEarnings(text)).toBe(false))
})

describe("isDisclosure", () => {
  it("recognises a plain results-not-typical line, and nothing vaguer", () => {
    expect(isDisclosure("Results are not typical; individual results vary.")).toBe(true)
    expect(isDisclosure("Individual results will vary with effort and leads.")).toBe(true)
    expect(isDisclosure("Figures are from our records.")).toBe(false)
  })
})

describe("statesTypicalEarnings", () => {
  it("recognises both variants of the typical-earnings statement, and not a results-not-typical line", () => {
    expect(
      statesTypicalEarnings(
        "Typical earnings: the median net earnings of all 212 agents who contracted with Oak Agency from January 1, 2024 to December 31, 2024 were $21,400 a year.",
      ),
    ).toBe(true)
    expect(
      statesTypicalEarnings(
        "Typical earnings: Oak Agency has not yet published the median net earnings of its agents.",
      ),
    ).toBe(true)
    expect(statesTypicalEarnings("Results are not typical; individual results vary.")).toBe(false)
  })
})

describe("promisesAcceptance and statesGradedBenefit", () => {
  it.each([
    "Whole life final expense coverage with no medical exam.",
    "No medical exam, issue ages 0 to 85 and premiums that never go up.",
    "Coverage without a medical exam.",
    "Most people qualify.",
    "Most seniors can qualify in minutes.",
    "Nearly all applicants are approved.",
    "Guaranteed acceptance for ages 50 to 85.",
    "Guaranteed-issue whole life.",
    "Acceptance is guaranteed.",
  ])("finds a promise of acceptance in %p", (text) => expect(promisesAcceptance(text)).toBe(true))

  it.each([
    "Agents are commission-only, and no income is guaranteed.",
    "Most new agents qualify for a trip in their second year.",
    "Qualifying agents and managers spend five days on the coast.",
    "Premiums are guaranteed never to go up.",
    "Coverage is guaranteed never to decrease.",
    "Pass the state licensing exam; there is no exam fee.",
    "Checking a zip code does not guarantee a contract.",
  ])("finds none in %p", (text) => expect(promisesAcceptance(text)).toBe(false))

  it("recognises the graded-benefit limit", () => {
    expect(statesGradedBenefit("An applicant may be offered a graded (modified) benefit.")).toBe(true)
    expect(statesGradedBenefit("Coverage limits vary by plan.")).toBe(false)
  })
})

describe("tokensIn and parseCity", () => {
  it("lists the tokens of a text and splits a City, ST", () => {
    expect(tokensIn("Since {foundedYear}, {company} has…")).toEqual(["foundedYear", "company"])
    expect(parseCity("St. Augustine, FL")).toEqual({ place: "St. Augustine", state: "FL" })
    expect(parseCity("Jacksonville")).toBeNull()
  })
})

describe("areaOfZip", () => {
  it("places North Florida, the Dallas area and the Central Valley, and nothing else", () => {
    expect(areaOfZip("FL", "32084")?.name).toBe("North Florida")
    expect(areaOfZip("TX", "75093")?.name).toBe("the Dallas area")
    expect(areaOfZip("CA", "93610")?.name).toBe("California's Central Valley")
    expect(areaOfZip("FL", "33602")).toBeNull() // Tampa
    expect(areaOfZip("TX", "77002")).toBeNull() // Houston
  })
})

describe("siteFacts and fillFacts", () => {
  const site = {
    companyName: "Oak Agency",
    legalName: "Oak Agency LLC",
    description: "{company}, serving families since {foundedYear}.",
    founderFirstName: "Dan",
    phone: "(555) 555-0100",
    email: "hello@oak.example",
    licenseNumber: "",
    address: {
      street: "1 Main St",
      city: "Fresno",
      region: "CA",
      regionName: "California",
      postalCode: "93701",
      country: "US",
    },
    areaServed: ["California", "Florida", "Texas"],
    limits: {
      issueAgeMin: 0,
      issueAgeMax: 85,
      fullCoverageAgeMax: 80,
      maxCoverage: 35000,
      olderCoverage: 15000,
      modifiedCoverage: 10000,
      accidentalCoverage: 100000,
      claimPaidWithin: "two days",
      contestablePeriod: "two years",
    },
    carrier: {
      name: "Carrier Co",
      heritageYears: 120,
      amBestRating: "A-",
      bbbRating: "A+",
      amBestRatingDate: "2025-06-30",
      bbbRatingDate: "",
    },
    facts: {
      foundedYear: 2008,
      familiesProtected: "282,826",
      agentsTrained: "6,700",
      contractStart: "80%",
      contractTop: "115%",
      issueRate: "90%",
      programAreas: "North Florida and the Dallas area",
      asOf: "2025-12-31",
    },
    typicalEarnings: { periodStart: "", periodEnd: "" } as {
      medianNetEarnings?: number
      agentCount?: number
      periodStart: string
      periodEnd: string
    },
    leads: {
      price: "{low} to {high} a lead",
      priceLow: 20,
      priceHigh: 25,
      financing: "{company} advances the cost.",
      recovery: "",
      onLeaving: "",
    },
    notices: {
      coverage: "Issued by {carrier}. {availability}",
      license: "Licence {licenseNumber}.",
      availability: "Offered only in {statesList}.",
      gradedBenefit: "A graded benefit may apply.",
      typicalEarnings:
        "Typical earnings: the median net earnings of all {typicalAgentCount} agents from {typicalPeriodStart} to {typicalPeriodEnd} were {typicalMedian}.",
      typicalEarningsUnpublished: "Typical earnings: {company} has not published the median net earnings.",
      leadTerms: "Agents pay for leads: {leadPrice}. {leadFinancing} {leadRecovery} {leadOnLeaving}",
      leadTermsUnstated: "Ask for the repayment terms.",
      carrierRatings: "{amBest} from AM Best{amBestAsOf}; {bbb} from the BBB{bbbAsOf}.",
      callConsent: "Calls and texts. Not a condition. Rates apply. STOP, HELP.",
      callConsentNote: "Optional. You agree to: {callConsent}",
      seeAbove: {
        typicalEarnings: "See typical earnings",
        leadTerms: "See lead costs",
        gradedBenefit: "See the limit",
      },
    },
  }

  const INCOME = [
    { year: 2008, amount: 19_000 },
    { year: 2009, amount: 4_300_000 },
    { year: 2010, amount: 1_000_000 },
  ]

  it("reads the founder's figures from his income table, so no page retypes them", () => {
    const facts = siteFacts(site, 2026, INCOME)
    expect(facts.founderFirstYear).toBe("2008")
    expect(facts.founderLastYear).toBe("2010")
    expect(facts.founderFirstIncome).toBe("$19,000")
    expect(facts.founderPeakIncomeShort).toBe("$4.3M")
    expect(facts.founderYearsToPeak).toBe("1")
    expect(facts.founderCareerTotal).toBe("$5.3 million")
  })

  it("states the carrier's issue ages, limits and claim terms from one set of facts", () => {
    const facts = siteFacts(site, 2026, INCOME)
    expect([facts.issueAges, facts.fullCoverageAges, facts.olderCoverageAges, facts.olderAgeFrom]).toEqual([
      "0 to 85",
      "0 to 80",
      "81 to 85",
      "81",
    ])
    expect([facts.maxCoverage, facts.olderCoverage, facts.modifiedCoverage, facts.accidentalCoverage]).toEqual([
      "$35,000",
      "$15,000",
      "$10,000",
      "$100,000",
    ])
    expect([facts.claimPaidWithin, facts.contestablePeriod]).toEqual(["two days", "two years"])
  })

  it("counts the years in business to the build's year and the states served from the list", () => {
    const facts = siteFacts(site, 2026, INCOME)
    expect(facts.yearsInBusiness).toBe("18")
    expect(facts.statesServed).toBe("3")
  })

  it("writes the address out and fills the agency's description with the other facts", () => {
    const facts = siteFacts(site, 2026, INCOME)
    expect(facts.address).toBe("1 Main St, Fresno, CA 93701")
    expect(facts.region).toBe("California")
    expect(facts.carrierYears).toBe("120")
    expect(facts.agencyDescription).toBe("Oak Agency, serving families since 2008.")
  })

  it("states the typical earnings from the four facts, and says they are unpublished while any is missing", () => {
    expect(siteFacts(site, 2026, INCOME).typicalEarnings).toBe(
      "Typical earnings: Oak Agency has not published the median net earnings.",
    )
    const partial = {
      ...site,
      typicalEarnings: { ...site.typicalEarnings, medianNetEarnings: 21_400, agentCount: 212 },
    }
    expect(siteFacts(partial, 2026, INCOME).typicalEarnings).toMatch(/has not published/)
    const full = {
      ...site,
      typicalEarnings: {
        medianNetEarnings: 21_400,
        agentCount: 1212,
        periodStart: "2024-01-01",
        periodEnd: "2024-12-31",
      },
    }
    expect(siteFacts(full, 2026, INCOME).typicalEarnings).toBe(
      "Typical earnings: the median net earnings of all 1,212 agents from January 1, 2024 to December 31, 2024 were $21,400.",
    )
  })

  it("builds the availability line from the states served, in alphabetical order", () => {
    const facts = siteFacts({ ...site, areaServed: ["Texas", "California", "Florida"] }, 2026, INCOME)
    expect(facts.availability).toBe("Offered only in California, Florida and Texas.")
    expect(facts.statesList).toBe("California, Florida and Texas")
  })

  it("states the lead terms, pointing to the agreement while the balance's terms are unstated", () => {
    expect(siteFacts(site, 2026, INCOME).leadTerms).toBe(
      "Agents pay for leads: $20 to $25 a lead. Oak Agency advances the cost. Ask for the repayment terms.",
    )
    const stated = {
      ...site,
      leads: { ...site.leads, recovery: "It is repaid from commissions.", onLeaving: "A leaver owes the rest." },
    }
    expect(siteFacts(stated, 2026, INCOME).leadTerms).toBe(
      "Agents pay for leads: $20 to $25 a lead. Oak Agency advances the cost. It is repaid from commissions. A leaver owes the rest.",
    )
  })

  it("quotes the call-and-text consent in the note shown where another service's form asks for it", () => {
    expect(siteFacts(site, 2026, INCOME).callConsentNote).toBe(
      "Optional. You agree to: Calls and texts. Not a condition. Rates apply. STOP, HELP.",
    )
  })

  it("dates each rating where its date is known", () => {
    expect(siteFacts(site, 2026, INCOME).ratings).toBe("A- from AM Best as of June 30, 2025; A+ from the BBB.")
  })

  it("fills fact tokens in a string or a list and leaves the page's own tokens", () => {
    const facts = siteFacts(site, 2026, INCOME)
    expect(fillFacts("{company} since {foundedYear}, hi {name}", facts)).toBe("Oak Agency since 2008, hi {name}")
    expect(fillFacts(["{agentsTrained}+", "plain"], facts)).toEqual(["6,700+", "plain"])
    expect(fillFacts(42, facts)).toBe(42)
  })
})

import zipData from "../../data/zip-eligibility.json"
import wheel from "../../data/wheel.json"
import recruiting from "../../data/recruiting.json"
import type { ReadData } from "../../src/node/feature-type"
import { recruitingPreflight } from "../../src/node/recruiting/preflight"
import { qrMatrix } from "../../src/node/recruiting/qr-code"
import { recruitingCollection, recruitingSchema } from "../../src/node/recruiting/recruiting-pages"
import { wheelSchema } from "../../src/node/recruiting/wheel"
import { zipEligibilitySchema } from "../../src/node/recruiting/zip-eligibility"

describe("data/zip-eligibility.json", () => {
  it.each([
    ["florida", zipData.florida, 118, 32003, 32399],
    ["texas", zipData.texas, 227, 75001, 75390],
  ] as const)("%s holds exactly its count of five-digit codes in range, each with a city", (_name, list, count, min, max) => {
    expect(list).toHaveLength(count)
    for (const { zip, city } of list) {
      expect(zip).toMatch(/^\d{5}$/)
      expect(Number(zip)).toBeGreaterThanOrEqual(min)
      expect(Number(zip)).toBeLessThanOrEqual(max)
      expect(city.trim()).not.toBe("")
    }
    expect(new Set(list.map((z) => z.zip)).size).toBe(count)
  })

  it("passes the build's schema, and the schema catches a duplicate, a wrong count and an out-of-range code", () => {
    expect(zipEligibilitySchema.safeParse(zipData).success).toBe(true)
    const dup = { ...zipData, florida: [...zipData.florida.slice(0, 117), zipData.florida[0]] }
    expect(zipEligibilitySchema.safeParse(dup).success).toBe(false)
    expect(zipEligibilitySchema.safeParse({ ...zipData, texas: zipData.texas.slice(1) }).success).toBe(false)
    const outOfRange = { ...zipData, texas: [{ zip: "75391", city: "Dallas" }, ...zipData.texas.slice(1)] }
    expect(zipEligibilitySchema.safeParse(outOfRange).success).toBe(false)
  })
})

describe("data/wheel.json", () => {
  it("passes the schema, which refuses a second 2X Spins", () => {
    expect(wheelSchema.safeParse(wheel).success).toBe(true)
    const two = { ...wheel, segments: wheel.segments.map((s, i) => (i === 0 ? { kind: "spins", label: "2X Spins" } : s)) }
    expect(wheelSchema.safeParse(two).success).toBe(false)
  })

  it("takes up to 40 segments and refuses a 41st, whose labels would touch", () => {
    // The wheel with `count` segments (more $25 ones), its texts counting them right, so only the limit can refuse it.
    const withSegments = (count: number) => {
      const recount = (v: string) =>
        v.replace(/\b\d+ segments\b/g, `${count} segments`).replace(/\b1 in \d+\b/g, `1 in ${count}`)
      const cash = wheel.segments.find((s) => s.kind === "cash")!
      return {
        ...wheel,
        seo: { ...wheel.seo, description: recount(wheel.seo.description) },
        hero: { ...wheel.hero, lead: recount(wheel.hero.lead) },
        odds: recount(wheel.odds),
        rules: wheel.rules.map(recount),
        segments: [...wheel.segments, ...Array(count - wheel.segments.length).fill(cash)],
      }
    }
    expect(wheelSchema.safeParse(withSegments(40)).success).toBe(true)
    const over = wheelSchema.safeParse(withSegments(41))
    expect(over.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["segments", expect.stringMatching(/^at most 40 segments: the labels run along the radius/)],
    ])
  })
})

describe("data/wheel.json's practice spin and official rules", () => {
  it("refuses a result line that says a prize was won", () => {
    for (const field of ["resultPrefix", "resultNote", "doubleSpinNote"] as const) {
      expect(wheelSchema.safeParse({ ...wheel, [field]: "You won" }).success).toBe(false)
    }
  })

  it("refuses a contest that ends before it starts", () => {
    const period = { ...wheel.officialRules.period, startDate: "2026-12-31", endDate: "2026-12-01" }
    expect(wheelSchema.safeParse({ ...wheel, officialRules: { ...wheel.officialRules, period } }).success).toBe(false)
  })
})

describe("data/recruiting.json's scarcity", () => {
  const withScarcity = (scarcity: Record<string, unknown>) => ({
    ...recruiting,
    apply: { ...recruiting.apply, scarcity: { ...recruiting.apply.scarcity, ...scarcity } },
  })

  it("takes a closing moment only with its offset, and a line only if it names the count", () => {
    expect(recruitingSchema.safeParse(withScarcity({ spotsLeft: 4, closes: "2026-12-04T17:00:00-08:00" })).success).toBe(
      true,
    )
    expect(recruitingSchema.safeParse(withScarcity({ closes: "2026-12-04T17:00:00" })).success).toBe(false)
    expect(recruitingSchema.safeParse(withScarcity({ closes: "December 4" })).success).toBe(false)
    expect(recruitingSchema.safeParse(withScarcity({ text: "Only 6 spots left this month" })).success).toBe(false)
  })
})

describe("recruiting preflight", () => {
  const NOW = new Date("2026-11-27T12:00:00Z")
  const SPONSOR = { name: "Oak Agency LLC", address: "1 Main St, Fresno, CA 93701" }
  const PERIOD = { startDate: "2026-12-01", endDate: "2026-12-31" }

  function itemsFor(scarcity: Record<string, unknown>, rules: Record<string, unknown> = {}) {
    const recruitingData = recruitingSchema.parse({
      ...recruiting,
      apply: { ...recruiting.apply, scarcity: { ...recruiting.apply.scarcity, ...scarcity } },
    })
    const wheelData = wheelSchema.parse({ ...wheel, officialRules: { ...wheel.officialRules, ...rules } })
    const read = ((c: unknown) => (c === recruitingCollection ? recruitingData : wheelData)) as ReadData
    return recruitingPreflight(read, NOW)
  }

  it("lists the sample's scarcity line without a real date and count, and the prize rules without sponsor and dates", () => {
    const items = itemsFor({})
    expect(items.map((i) => `${i.file} ${i.field}`)).toEqual([
      "data/recruiting.json apply.scarcity",
      "data/wheel.json officialRules.sponsor.name",
      "data/wheel.json officialRules.sponsor.address",
      "data/wheel.json officialRules.period.startDate",
      "data/wheel.json officialRules.period.endDate",
    ])
    expect(items[0].problem).toMatch(/without a real date and count/)
    expect(items[1].problem).toMatch(/no sponsor and dates/)
  })

  it("lists nothing for the scarcity line when the agency turns it off", () => {
    expect(itemsFor({ shown: false }).map((i) => i.field)).not.toContain("apply.scarcity")
  })

  it("lists a count without a date, and a date without a count", () => {
    expect(itemsFor({ spotsLeft: 4 }, { sponsor: { ...wheel.officialRules.sponsor, ...SPONSOR }, period: { ...wheel.officialRules.period, ...PERIOD } })).toEqual([
      expect.objectContaining({ field: "apply.scarcity" }),
    ])
    expect(itemsFor({ closes: "2026-12-04T17:00:00-08:00" })[0].field).toBe("apply.scarcity")
  })

  it("lists a closing moment already past, and nothing once the count and a moment ahead are set with a complete contest", () => {
    const rules = { sponsor: { ...wheel.officialRules.sponsor, ...SPONSOR }, period: { ...wheel.officialRules.period, ...PERIOD } }
    expect(itemsFor({ spotsLeft: 4, closes: "2026-11-27T11:59:00Z" }, rules)).toEqual([
      expect.objectContaining({ field: "apply.scarcity.closes", problem: expect.stringMatching(/has passed/) }),
    ])
    expect(itemsFor({ spotsLeft: 4, closes: "2026-12-04T17:00:00-08:00" }, rules)).toEqual([])
  })
})

describe("recruiting feature", () => {
  it("encodes a QR matrix of square rows of 0/1", () => {
    const qr = qrMatrix("https://example.org/sign-in")
    expect(qr.rows).toHaveLength(qr.size)
    for (const row of qr.rows) expect(row).toMatch(new RegExp(`^[01]{${qr.size}}$`))
  })
})

describe("the recruiting pages' claims", () => {
  const { landing, apply } = recruiting
  const faq = (items: { question: string; answer: string }[], question: string) =>
    items.find((f) => f.question === question)!.answer

  it("puts no money figure in a heading, an earnings tile or a preview", () => {
    for (const page of [landing, apply, recruiting.careerInfo, recruiting.zipPage]) {
      expect(page.hero.title).not.toMatch(/\$/)
      expect(page.seo.title).not.toMatch(/\$/)
    }
    expect(apply.earnings.items.length).toBeGreaterThan(0)
    for (const item of apply.earnings.items) expect(item.figure).not.toMatch(/\$/)
  })

  it("states gross figures as gross, beside the typical-earnings statement", () => {
    expect(apply.earnings.disclaimer).toMatch(/^\{typicalEarnings\}/)
    expect(apply.earnings.disclaimer).toMatch(/gross: before lead costs and chargebacks/)
    const earn = faq(landing.faq, "How much can I earn?")
    expect(earn).toMatch(/^\{typicalEarnings\}/)
    expect(earn).toMatch(/gross: before lead costs and chargebacks/)
    expect(JSON.stringify(recruiting)).not.toMatch(/no typical|without debt/i)
  })

  it("states the lead terms wherever leads are offered", () => {
    for (const cards of [landing.benefits, apply.benefits]) {
      const leads = cards.find((c) => /leads/i.test(c.title))!
      expect(leads.text).toContain("{leadTerms}")
    }
    expect(JSON.stringify(recruiting)).not.toMatch(/pre-qualified leads/i)
  })

  it("answers the MLM question as the pay plan in data/faq.json has it", () => {
    const answer = faq(apply.faq, "Is this an MLM?")
    expect(answer).toMatch(/commissions on the insurance policies you sell to customers/)
    expect(answer).toMatch(/Managers also earn an override on the business/)
    expect(answer).toMatch(/No one is paid for recruiting alone/)
    expect(answer).toMatch(/no fee to join/)
  })

  it("says who the quoted agents are, with the typical earnings, and uses the one consent wording", () => {
    for (const note of [landing.testimonials.note, apply.testimonials.note]) {
      expect(note).toMatch(/agent of \{company\}/)
      expect(note).toContain("{typicalEarnings}")
    }
    expect(apply.consent).toBe("{callConsentNote}")
    expect(recruiting.careerInfo.calendarConsent).toBe("{callConsentNote}")
    expect(landing.formConsent).toBe("{callConsentNote}")
  })
})

import { buildLeadRequest, contactProblems, phoneDigits } from "../../src/lib/lead-request"
import { infoProblems, US_STATES, type InfoAnswers } from "../../src/lib/info-request"

const MESSAGES = { required: "Please fill this in.", phone: "Ten digits, please.", email: "Incomplete e-mail." }
const CONTACT = { name: "Rosa Díaz", phone: "(559) 555-0100", email: "" }
const contact = (change: Partial<typeof CONTACT>) =>
  contactProblems({ ...CONTACT, ...change }, ["name", "phone"], MESSAGES)

describe("the checks every request form makes", () => {
  it("take a phone number of ten digits however it is written, and refuse anything else", () => {
    expect(phoneDigits("(559) 555-0100")).toBe("5595550100")
    expect(phoneDigits("+1 559.555.0100")).toBe("5595550100")
    expect(phoneDigits("555-0100")).toBeNull()
    expect(phoneDigits("0595550100")).toBeNull()
    expect(contact({ phone: "555 0100" })).toEqual({ phone: MESSAGES.phone })
  })

  it("ask for each required answer, and take no e-mail address or one that can be one", () => {
    expect(contact({})).toEqual({})
    expect(contact({ email: "rosa@example.com" })).toEqual({})
    expect(contact({ name: "  ", phone: "" })).toEqual({ name: MESSAGES.required, phone: MESSAGES.required })
    expect(contact({ email: "rosa@example" })).toEqual({ email: MESSAGES.email })
  })
})

describe("a recruit's request for information", () => {
  const GOOD: InfoAnswers = {
    name: "Marcus Bell",
    phone: "559 555 0142",
    email: "",
    state: "Texas",
    licensed: "Not yet",
  }

  it("needs a name, a phone number, a state and whether the recruit is licensed; the e-mail address is optional", () => {
    expect(infoProblems(GOOD, MESSAGES)).toEqual({})
    expect(infoProblems({ ...GOOD, state: "", licensed: "" }, MESSAGES)).toEqual({
      state: MESSAGES.required,
      licensed: MESSAGES.required,
    })
  })

  it("offers the fifty states and the District of Columbia", () => {
    expect(US_STATES).toHaveLength(51)
    expect(US_STATES).toContain("District of Columbia")
  })
})

describe("the request a webhook receives", () => {
  it("carries its form, id, page and time, only its own answers trimmed, the consent as shown and answered, and Global Privacy Control as an opt-out of sale", () => {
    const payload = buildLeadRequest({
      form: "request-info",
      fields: ["name", "phone"],
      id: "r-1",
      answers: { name: "  Marcus Bell ", phone: "559 555 0142", website: "x" } as Record<"name" | "phone", string>,
      consentText: "Yes, you may call and text me about a career.",
      consentChecked: false,
      page: "/request-info",
      language: "en",
      now: new Date("2026-11-28T17:05:00Z"),
      globalPrivacyControl: true,
      doNotSell: false,
    })
    expect(payload).toEqual({
      id: "r-1",
      form: "request-info",
      page: "/request-info",
      language: "en",
      time: "2026-11-28T17:05:00.000Z",
      answers: { name: "Marcus Bell", phone: "559 555 0142" },
      callConsent: {
        text: "Yes, you may call and text me about a career.",
        checked: false,
        page: "/request-info",
        time: "2026-11-28T17:05:00.000Z",
      },
      globalPrivacyControl: true,
      doNotSell: true,
    })
  })
})

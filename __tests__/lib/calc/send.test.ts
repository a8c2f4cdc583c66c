import { buildLeadPayload, consentMessage, isSitePath, sendBlocker } from "../../../src/lib/calc/index"
import data from "../../../data/calculators.json"

/** The messages as data/calculators.json gives them. */
const M = data.messages

const contact = { firstName: "Ana", lastName: "Lopez", phone: "559-555-0100", email: "ana@example.com" }

describe("send rules", () => {
  it("uses the consent messages word for word", () => {
    expect(consentMessage(M, "Golden Oak Family Insurance", "email")).toBe(
      "You must opt-in to receive communications from Golden Oak Family Insurance.",
    )
    expect(consentMessage(M, "Golden Oak Family Insurance", "submit")).toBe(
      "You must opt-in to receive communications from Golden Oak Family Insurance before submitting.",
    )
  })

  it("checks in order: calculation, contact fields, consent", () => {
    const base = { hasResults: true, contact, optIn: true, action: "email" as const, company: "Acme", messages: M }
    expect(sendBlocker({ ...base, hasResults: false, optIn: false, contact: { ...contact, email: "" } })).toBe(
      M.runFirst,
    )
    expect(M.runFirst).toBe("Please run the calculator first.")
    for (const key of ["firstName", "lastName", "phone", "email"] as const) {
      expect(sendBlocker({ ...base, optIn: false, contact: { ...contact, [key]: "  " } })).toBe(M.contactMissing)
    }
    expect(M.contactMissing).toBe("Please fill in your first name, last name, phone, and email.")
    expect(sendBlocker({ ...base, optIn: false })).toBe("You must opt-in to receive communications from Acme.")
    expect(sendBlocker({ ...base, optIn: false, action: "submit" })).toBe(
      "You must opt-in to receive communications from Acme before submitting.",
    )
    expect(sendBlocker(base)).toBeNull()
  })

  it("needs no consent to calls and texts: only the e-mail opt-in blocks a send", () => {
    // sendBlocker is given no call consent at all; a full, opted-in form may send.
    expect(
      sendBlocker({ hasResults: true, contact, optIn: true, action: "submit", company: "Acme", messages: M }),
    ).toBeNull()
  })

  it("builds the documented payload with proof of both consents", () => {
    const results = { yearNetIncome: 120000.5 }
    const payload = buildLeadPayload({
      contact: { ...contact, firstName: " Ana " },
      action: "submit",
      results,
      consentText: "I agree…",
      optIn: true,
      callConsent: { text: "I agree to calls…", checked: false },
      pageUrl: "https://example.com/goalcalculator",
      now: new Date("2026-01-02T03:04:05.000Z"),
    })
    expect(payload).toEqual({
      firstName: "Ana",
      lastName: "Lopez",
      phone: "559-555-0100",
      email: "ana@example.com",
      contactTag: "goal sheet submitted",
      results: { yearNetIncome: 120000.5 },
      consent: {
        text: "I agree…",
        checked: true,
        pageUrl: "https://example.com/goalcalculator",
        timestamp: "2026-01-02T03:04:05.000Z",
      },
      callConsent: {
        text: "I agree to calls…",
        checked: false,
        pageUrl: "https://example.com/goalcalculator",
        timestamp: "2026-01-02T03:04:05.000Z",
      },
    })
    const email = buildLeadPayload({
      contact,
      action: "email",
      consentText: "",
      optIn: true,
      callConsent: { text: "", checked: true },
      pageUrl: "",
      now: new Date(0),
      results,
    })
    expect(email.contactTag).toBe("goal sheet email")
    expect(email.callConsent.checked).toBe(true)
  })

  it("tells site paths from addresses", () => {
    expect(isSitePath("/tl-booking")).toBe(true)
    expect(isSitePath("https://example.com/x")).toBe(false)
    expect(isSitePath("//evil.example")).toBe(false)
  })
})

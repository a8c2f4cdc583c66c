import { underEntered } from "../../src/hooks/use-session-form"

describe("a saved form restored as the page starts", () => {
  const initial = { raw: { age: "", amount: "" }, contact: { email: "" }, calculatedRaw: null }

  it("takes the saved values where the visitor has entered nothing yet", () => {
    const saved = { raw: { age: "64", amount: "10000" }, contact: { email: "a@b.co" }, calculatedRaw: null }
    expect(underEntered(initial, initial, saved)).toEqual(saved)
  })

  it("keeps what the visitor entered before it came back, field by field", () => {
    const current = { ...initial, raw: { age: "70", amount: "" } }
    const saved = { raw: { age: "64", amount: "10000" }, contact: { email: "a@b.co" }, calculatedRaw: null }
    expect(underEntered(initial, current, saved)).toEqual({
      raw: { age: "70", amount: "10000" },
      contact: { email: "a@b.co" },
      calculatedRaw: null,
    })
  })
})

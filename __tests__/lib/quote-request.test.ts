import {
  ageFrom,
  requestProblems,
  stateOfZip,
  type QuoteAnswers,
  type RequestMessages,
} from "../../src/lib/quote-request"

const MESSAGES: RequestMessages = {
  required: "Please fill this in.",
  phone: "Ten digits, please.",
  email: "Incomplete e-mail.",
  zip: "Five digits, please.",
  zipNotServed: "We cannot offer coverage in {state} yet.",
  age: "An age or a date of birth, please.",
  ageOutside: "Plans are offered at ages 0 to 85.",
}
const RULES = { statesServed: ["California", "Florida", "Texas"], issueAgeMin: 0, issueAgeMax: 85 }
const TODAY = new Date("2026-11-28T12:00:00Z")
const GOOD: QuoteAnswers = {
  name: "Rosa Díaz",
  phone: "(559) 555-0100",
  email: "",
  zip: "93610",
  age: "67",
  forWhom: "A parent",
  coverage: "Under $10,000",
  bestTime: "Morning",
}
const problems = (change: Partial<QuoteAnswers>) => requestProblems({ ...GOOD, ...change }, RULES, MESSAGES, TODAY)

describe("the quote request's checks", () => {
  it("let a complete request go, the e-mail being optional", () => {
    expect(problems({})).toEqual({})
    expect(problems({ email: "rosa@example.com" })).toEqual({})
  })

  it("ask for every required answer, each under its own box", () => {
    expect(problems({ name: " ", forWhom: "", bestTime: "" })).toEqual({
      name: MESSAGES.required,
      forWhom: MESSAGES.required,
      bestTime: MESSAGES.required,
    })
  })

  it("find a ZIP code's state by its first three digits", () => {
    expect(stateOfZip("93610", RULES.statesServed)).toBe("California")
    expect(stateOfZip("32801", RULES.statesServed)).toBe("Florida")
    expect(stateOfZip("10001", RULES.statesServed)).toBeNull()
    expect(stateOfZip("9361", RULES.statesServed)).toBeNull()
  })

  it("answer a ZIP code the agency does not serve politely, naming its state, and a malformed one plainly", () => {
    expect(problems({ zip: "10001" })).toEqual({ zip: "We cannot offer coverage in New York yet." })
    expect(problems({ zip: "9361" })).toEqual({ zip: MESSAGES.zip })
  })

  it("read an age or a date of birth, and refuse an age the carrier issues no plan at", () => {
    expect(ageFrom("67", TODAY)).toBe(67)
    expect(ageFrom("11/29/1958", TODAY)).toBe(67)
    expect(ageFrom("11/28/1958", TODAY)).toBe(68)
    expect(ageFrom("1958-11-28", TODAY)).toBe(68)
    expect(ageFrom("02/30/1958", TODAY)).toBeNull()
    expect(ageFrom("sixty", TODAY)).toBeNull()
    expect(problems({ age: "sixty" })).toEqual({ age: MESSAGES.age })
    expect(problems({ age: "91" })).toEqual({ age: MESSAGES.ageOutside })
  })
})

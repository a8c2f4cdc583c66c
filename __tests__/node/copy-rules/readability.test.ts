/** The readability measure of the built pages. */
import { gradeOf, sentencesOf } from "../../../src/node/copy-rules/readability"

describe("sentencesOf", () => {
  it("ends a sentence at its stop and at the end of a line, and leaves out addresses and phone numbers", () => {
    expect(sentencesOf(["Call us. We answer!", "Write to hello@oak.example or call (559) 555-0142", "—"])).toEqual([
      "Call us.",
      "We answer!",
      "Write to   or call  ",
    ])
  })
})

describe("gradeOf", () => {
  it("reads short, plain sentences at a low grade, and long ones of long words at a high one", () => {
    const plain = gradeOf(["We help you pay for a funeral.", "Call us and we will help."])
    const hard = gradeOf([
      "Notwithstanding the aforementioned contestability provisions, the insurer's obligations are contingent upon the accuracy of representations in the application.",
    ])
    expect(plain.grade).toBeLessThan(3)
    expect(hard.grade).toBeGreaterThan(16)
    expect(plain).toMatchObject({ sentences: 2, words: 13 })
  })

  it("gives nothing to read grade 0", () => {
    expect(gradeOf([]).grade).toBe(0)
  })
})

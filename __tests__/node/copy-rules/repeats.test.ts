/** The rule of saying each thing once: no long sentence twice in a page's main text. */
import { repeatedSentences } from "../../../src/node/copy-rules/repeats"
import { page } from "./sample-page"

const LONG = "Agents pay for their own leads, and the agency advances the cost of the first week."

describe("repeatedSentences", () => {
  it("finds a sentence of ten words or more said twice in the main text, in two bands or in one", () => {
    const twoBands = page(
      "/a",
      `<section><h2>One</h2><p>${LONG}</p></section><section><h2>Two</h2><p>Hello. ${LONG}</p></section>`,
    )
    const oneBand = page("/b", `<section><h2>One</h2><p>${LONG} ${LONG}</p></section>`)
    expect(repeatedSentences([twoBands, oneBand])).toEqual([
      `/a: "${LONG}" stands 2 times in the main text`,
      `/b: "${LONG}" stands 2 times in the main text`,
    ])
  })

  it("lets short sentences recur, and the header and footer repeat what the main text says", () => {
    const short = page("/c", `<section><p>Call us today. Call us today.</p></section>`)
    const footer = page("/d", `<section><p>${LONG}</p></section>`, { footer: `<p>${LONG}</p>` })
    expect(repeatedSentences([short, footer])).toEqual([])
  })

  it("reads what a sighted reader sees: a screen-reader-only twin is not a repeat", () => {
    const hidden = page("/e", `<section><p>${LONG}</p><p class="visually-hidden">${LONG}</p></section>`)
    expect(repeatedSentences([hidden])).toEqual([])
  })
})

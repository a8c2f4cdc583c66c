/**
 * The embeds rule: a promise of an embed that is not set up fails, one that is set up passes.
 */
import { unconfiguredEmbedPromises } from "../../../src/node/copy-rules/embeds"
import { page } from "./sample-page"

describe("unconfiguredEmbedPromises", () => {
  const reviews = page("/t", `<section><p>Scroll inside the frame to read more.</p></section>`)
  it("passes a promise whose embed is set up, and fails one whose embed is not", () => {
    expect(unconfiguredEmbedPromises([reviews], new Set(["reviews"]))).toEqual([])
    expect(unconfiguredEmbedPromises([reviews], new Set())).toEqual([
      '/t: "Scroll inside the frame to read more." promises the reviews embed, which is not set up',
    ])
    expect(
      unconfiguredEmbedPromises(
        [page("/r", `<section><p>Fill in the short application below.</p></section>`)],
        new Set(),
      ),
    ).toHaveLength(1)
  })
})

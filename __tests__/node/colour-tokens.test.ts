/** The stylesheet's fixed colours reach what the build draws outside the browser (the PDFs, the link-preview picture). */
import { en as site } from "../../data/site.json"
import { colourTokens, fixedColours } from "../../src/node/colour-tokens"
import { INK, LINE, MUTED, WHITE, pdfColour } from "../../src/node/pdfs/draw"

const CSS = `:root {
  --color-white: #ffffff;
  --color-ink-muted: #4a5565;
  --color-on-navy: color-mix(in srgb, var(--color-navy-100) 94%, var(--color-navy-600));
  --space-1: 0.25rem;
}`

it("are read by their names in camelCase, without the colours mixed from the brand", () => {
  expect(fixedColours(CSS)).toEqual({ white: "#ffffff", inkMuted: "#4a5565" })
})

it("resolve the brand's mixes when the brand is given", () => {
  const onNavy = colourTokens(CSS, { ...site.brand, navy100: "#ffffff", navy600: "#000000" }).get("on-navy")
  expect(onNavy?.from).toEqual(["navy100", "navy600"])
  expect(onNavy?.rgb.map(Math.round)).toEqual([240, 240, 240])
})

it("give the PDFs their text greys, rules and white from src/styles/tokens.css", () => {
  const fixed = fixedColours()
  expect([INK, MUTED, LINE, WHITE]).toEqual([fixed.ink, fixed.inkMuted, fixed.rule, fixed.white].map(pdfColour))
  expect(fixed.ink).toBe("#1b2430")
})

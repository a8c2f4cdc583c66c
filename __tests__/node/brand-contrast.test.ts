/**
 * A brand edit that makes the site's text unreadable stops the build, naming data/site.json
 * and the brand colour; the shipped brand passes.
 */
import fs from "fs"
import path from "path"
import { en as site } from "../../data/site.json"
import { dataCopy } from "../fixtures/temp-dir"
import { editData } from "../fixtures/data-files"
import { brandContrastProblems, checkBrandContrast, TEXT_PAIRS } from "../../src/node/brand-contrast"
import { checkData } from "../../src/node/features"
import { siteFeature } from "../../src/node/site"
import { shippedData } from "../fixtures/shipped-data"

const ROOT = path.join(__dirname, "../..")
const TOKENS = fs.readFileSync(path.join(ROOT, "src/styles/tokens.css"), "utf8")

it("the shipped brand keeps every text pair readable, and the build's check of data/ passes", () => {
  expect(brandContrastProblems(site.brand, TOKENS)).toEqual([])
  expect(() => siteFeature.validate!(shippedData())).not.toThrow()
})

it("a gold too light for text on cream is named with its field, the pair and the ratio", () => {
  const problems = brandContrastProblems({ ...site.brand, gold600: "#c99a4a" }, TOKENS)
  expect(problems).toContainEqual(
    expect.stringMatching(/^brand\.gold600: text on cream \(.+\) has contrast 2\.\d:1, needs at least 4\.5:1$/),
  )
  expect(problems.every((p) => p.startsWith("brand.gold600: "))).toBe(true)
})

it("a ground too light for white text names the ground's field", () => {
  const problems = brandContrastProblems({ ...site.brand, navy600: "#8aa6cc" }, TOKENS)
  expect(problems).toContainEqual(expect.stringMatching(/^brand\.navy600: white text on navy600 /))
})

it("a light text mixed from the brand names the colours it is mixed from", () => {
  const problems = brandContrastProblems({ ...site.brand, navy100: "#3a5f8a" }, TOKENS)
  expect(problems).toContainEqual(
    expect.stringMatching(
      /^brand\.navy100, brand\.navy600: --color-on-navy \(mixed from navy100 and navy600\) text on navy900 /,
    ),
  )
})

it("is one of the build's checks of data/site.json: a brand edited there to an unreadable gold stops it", () => {
  const dir = dataCopy("brand-")
  editData(dir, "site.json", (edited) => (edited.brand = { ...site.brand, gold600: "#c99a4a" }))
  expect(() => checkData(dir)).toThrow(/^data\/site\.json: brand\.gold600: text on cream /)
})

it("stops the build with data/site.json in the message", () => {
  expect(() => checkBrandContrast({ ...site.brand, navy900: "#6f8fb0" })).toThrow(
    /^data\/site\.json: brand\.navy900: .* needs at least 4\.5:1/,
  )
})

it("names a token of the pairs that the stylesheet does not define", () => {
  expect(() => brandContrastProblems(site.brand, TOKENS.replaceAll("--color-on-navy-faint:", "--gone:"))).toThrow(
    /no colour --color-on-navy-faint/,
  )
})

/** Every stylesheet's text under a folder. */
function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? stylesheets(full) : entry.name.endsWith(".css") ? [fs.readFileSync(full, "utf8")] : []
  })
}

it("lists only tokens the stylesheet uses as a text colour", () => {
  const css = stylesheets(path.join(ROOT, "src")).join("\n")
  for (const { text } of TEXT_PAIRS)
    expect(css).toMatch(new RegExp(`(^|[^-])(color|fill|--[\\w-]+): var\\(--color-${text}\\)`, "m"))
})

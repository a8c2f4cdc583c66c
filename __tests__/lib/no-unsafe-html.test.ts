/**
 * No visitor-controlled text is ever rendered as markup. dangerouslySetInnerHTML is allowed
 * only in the reviewed files listed here, each for content that never comes from a visitor.
 */
import fs from "fs"
import path from "path"

const REVIEWED: Record<string, string> = {
  // A script's text is not escaped by the browser, so React's escaped text would break the
  // JSON: the page's JSON-LD is built from data/ (the agency, its videos, a trip's name),
  // with every "<" written as \u003c so no value can close the script.
  "src/components/seo/seo.tsx": "JSON-LD from data/, never from visitor input",
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })
}

it("uses dangerouslySetInnerHTML only in reviewed, non-visitor places", () => {
  const root = path.join(__dirname, "../..")
  const offenders = sourceFiles(path.join(root, "src"))
    .filter((file) => fs.readFileSync(file, "utf8").includes("dangerouslySetInnerHTML"))
    .map((file) => path.relative(root, file))
    .filter((file) => !(file in REVIEWED))
  expect(offenders).toEqual([])
})

it("never builds markup from strings with innerHTML or insertAdjacentHTML", () => {
  const root = path.join(__dirname, "../..")
  const offenders = sourceFiles(path.join(root, "src")).filter((file) =>
    /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write\(/.test(fs.readFileSync(file, "utf8")),
  )
  expect(offenders).toEqual([])
})

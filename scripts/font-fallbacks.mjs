/**
 * Prints the @font-face overrides that make a local fallback font take the same space as
 * each web font, so the swap from fallback to web font moves nothing (no layout shift).
 * The output is the end of src/styles/fonts.css, after the line naming this script; after
 * changing a face, write it there again with
 *
 *   node scripts/font-fallbacks.mjs --write
 *
 * (a unit test fails while the file differs from what this prints).
 *
 * Method (as Next.js and fontaine do it): scale the fallback so its average character
 * width matches the web font's (`size-adjust`), then set its ascent, descent and line gap
 * to the web font's, divided by that scale. Regular and bold are matched separately: a
 * bold fallback is the local font's own bold, which does not widen as the web font's bold
 * does. The metrics of every local font come from @capsizecss/metrics (the bold ones from
 * its 700 variants), so the output does not depend on the fonts of the machine.
 *
 * Each face names one font per platform by its full name, which browsers match on Windows,
 * macOS, iOS and Linux alike (Georgia and Times New Roman ship with the first three;
 * Liberation Serif is Linux's metric twin). Every name is a lookup the browser makes
 * while it styles the first screen, and on a system with none of them (Android, a bare
 * Linux) every one fails, so the lists carry no PostScript aliases or second choices.
 */
import fs from "fs"
import path from "path"
import { fromFile } from "@capsizecss/unpack/fs"
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection"

const ROOT = path.resolve(import.meta.dirname, "..")
const CSS_FILE = path.join(ROOT, "src/styles/fonts.css")
const MARKER = "/* Written by scripts/font-fallbacks.mjs. */\n"
const webFont = (pkg, weight) =>
  path.join(ROOT, `node_modules/@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`)

const FALLBACKS = [
  {
    family: "Source Serif Fallback Georgia",
    web: webFont("source-serif-4", 400),
    locals: ["Georgia"],
    metrics: entireMetricsCollection.georgia,
  },
  {
    // Liberation Serif (Linux) has the metrics of Times New Roman.
    family: "Source Serif Fallback Times",
    web: webFont("source-serif-4", 400),
    locals: ["Times New Roman", "Liberation Serif"],
    metrics: entireMetricsCollection.timesNewRoman,
  },
  {
    family: "Source Serif Fallback Times",
    weight: 700,
    web: webFont("source-serif-4", 700),
    locals: ["Times New Roman Bold", "Liberation Serif Bold"],
    metrics: entireMetricsCollection.timesNewRoman.variants["700"],
  },
]

// Two decimals without trailing zeros, as Prettier writes numbers in CSS.
const pct = (n) => `${Number((n * 100).toFixed(2))}%`

const faces = []
for (const fallback of FALLBACKS) {
  const web = await fromFile(fallback.web)
  const fb = fallback.metrics
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (fb.xWidthAvg / fb.unitsPerEm)
  const em = web.unitsPerEm * sizeAdjust
  faces.push(`@font-face {
  font-family: "${fallback.family}";${fallback.weight ? `\n  font-weight: ${fallback.weight};` : ""}
  src: ${fallback.locals.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${pct(sizeAdjust)};
  ascent-override: ${pct(web.ascent / em)};
  descent-override: ${pct(Math.abs(web.descent) / em)};
  line-gap-override: ${pct(web.lineGap / em)};
}
`)
}
const block = faces.join("\n")

if (process.argv.includes("--write")) {
  const css = fs.readFileSync(CSS_FILE, "utf8")
  const at = css.indexOf(MARKER)
  if (at < 0) throw new Error(`${path.relative(ROOT, CSS_FILE)} has no line ${MARKER.trim()}`)
  fs.writeFileSync(CSS_FILE, css.slice(0, at + MARKER.length) + block)
} else {
  process.stdout.write(block)
}

/**
 * Prints the @font-face overrides that make a local fallback font take the same space as
 * each web font, so the swap from fallback to web font moves nothing (no layout shift).
 * The output is the fallback part of src/styles/fonts.css; run this again after changing
 * a face:
 *
 *   node scripts/font-fallbacks.mjs
 *
 * Method (as Next.js and fontaine do it): scale the fallback so its average character
 * width matches the web font's (`size-adjust`), then set its ascent, descent and line gap
 * to the web font's, divided by that scale. Regular and bold are matched separately: a
 * bold fallback is the local font's own bold, which does not widen as the web font's bold
 * does. The metrics of Times New Roman Bold and Arial Bold are read from Liberation Serif
 * Bold and Liberation Sans Bold (Debian's fonts-liberation), which share them.
 *
 * Each face names one font per platform by its full name, which browsers match on Windows,
 * macOS, iOS and Linux alike (Arial, Georgia and Times New Roman ship with the first
 * three; Liberation is Linux's metric twin). Every name is a lookup the browser makes
 * while it styles the first screen, and on a system with none of them (Android, a bare
 * Linux) every one fails, so the lists carry no PostScript aliases or second choices.
 */
import path from "path"
import { fromFile } from "@capsizecss/unpack/fs"
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection"

const ROOT = path.resolve(import.meta.dirname, "..")
const LIBERATION = "/usr/share/fonts/truetype/liberation"
const webFont = (pkg, weight) =>
  path.join(ROOT, `node_modules/@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`)

const FALLBACKS = [
  {
    family: "Source Serif Fallback Georgia",
    web: webFont("source-serif-4", 400),
    locals: ["Georgia"],
    metrics: async () => entireMetricsCollection.georgia,
  },
  {
    // Liberation Serif (Linux) has the metrics of Times New Roman.
    family: "Source Serif Fallback Times",
    web: webFont("source-serif-4", 400),
    locals: ["Times New Roman", "Liberation Serif"],
    metrics: async () => entireMetricsCollection.timesNewRoman,
  },
  {
    family: "Source Serif Fallback Times",
    weight: 700,
    web: webFont("source-serif-4", 700),
    locals: ["Times New Roman Bold", "Liberation Serif Bold"],
    metrics: () => fromFile(path.join(LIBERATION, "LiberationSerif-Bold.ttf")),
  },
  {
    // Liberation Sans (Linux) has the metrics of Arial.
    family: "Atkinson Fallback Arial",
    web: webFont("atkinson-hyperlegible-next", 400),
    locals: ["Arial", "Liberation Sans"],
    metrics: async () => entireMetricsCollection.arial,
  },
  {
    family: "Atkinson Fallback Arial",
    weight: 700,
    web: webFont("atkinson-hyperlegible-next", 700),
    locals: ["Arial Bold", "Liberation Sans Bold"],
    metrics: () => fromFile(path.join(LIBERATION, "LiberationSans-Bold.ttf")),
  },
]

const pct = (n) => `${(n * 100).toFixed(2)}%`

for (const fallback of FALLBACKS) {
  const web = await fromFile(fallback.web)
  const fb = await fallback.metrics()
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (fb.xWidthAvg / fb.unitsPerEm)
  const em = web.unitsPerEm * sizeAdjust
  console.log(`@font-face {
  font-family: "${fallback.family}";${fallback.weight ? `\n  font-weight: ${fallback.weight};` : ""}
  src: ${fallback.locals.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${pct(sizeAdjust)};
  ascent-override: ${pct(web.ascent / em)};
  descent-override: ${pct(Math.abs(web.descent) / em)};
  line-gap-override: ${pct(web.lineGap / em)};
}
`)
}

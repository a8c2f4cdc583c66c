/**
 * Prints the @font-face overrides that make a local fallback font take the same space as
 * each web font, so the swap from fallback to web font moves nothing (no layout shift).
 * The values are written into src/styles/fonts.css; run this again after changing a face:
 *
 *   node scripts/font-fallbacks.mjs
 *
 * Method (as Next.js and fontaine do it): scale the fallback so its average character
 * width matches the web font's (`size-adjust`), then set its ascent, descent and line gap
 * to the web font's, divided by that scale.
 */
import path from "path"
import { fromFile } from "@capsizecss/unpack/fs"
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection"

const ROOT = path.resolve(import.meta.dirname, "..")
const FACES = [
  {
    // Regular against regular: a bold heading's fallback is the local font's bold, which
    // widens as the web font's bold does.
    family: "Source Serif 4 Fallback",
    file: "node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2",
    fallbacks: [
      { local: "Georgia", metrics: entireMetricsCollection.georgia },
      { local: "Times New Roman", metrics: entireMetricsCollection.timesNewRoman },
    ],
  },
  {
    family: "Atkinson Hyperlegible Next Fallback",
    file: "node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2",
    fallbacks: [
      { local: "Arial", metrics: entireMetricsCollection.arial },
      { local: "Helvetica", metrics: entireMetricsCollection.helvetica },
    ],
  },
]

const pct = (n) => `${(n * 100).toFixed(2)}%`

for (const face of FACES) {
  const web = await fromFile(path.join(ROOT, face.file))
  for (const fallback of face.fallbacks) {
    const fb = fallback.metrics
    const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (fb.xWidthAvg / fb.unitsPerEm)
    const em = web.unitsPerEm * sizeAdjust
    console.log(`@font-face {
  font-family: "${face.family}";
  src: local("${fallback.local}");
  size-adjust: ${pct(sizeAdjust)};
  ascent-override: ${pct(web.ascent / em)};
  descent-override: ${pct(Math.abs(web.descent) / em)};
  line-gap-override: ${pct(web.lineGap / em)};
}
`)
  }
}

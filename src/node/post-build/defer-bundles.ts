/**
 * Each page's JavaScript bundles start to download after its first paint: Gatsby's
 * `<script async>` tags are replaced by one inline script that adds the same bundles then
 * (src/browser/inline-scripts/deferred-bundles.ts says why).
 */
import fs from "fs"
import { deferredBundlesScript } from "../inline-scripts"
import { htmlFiles, onPage } from "./pages"

/** Gatsby's bundle tags as it writes them into every page: `<script src="/app-….js" async></script>`. */
const BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g

/** The script this job writes in their place: a page that has it was rewritten by an earlier build. */
const DEFERRED = '<script id="deferred-bundles">'

/**
 * The page with its bundle tags replaced by one `deferredBundlesScript` where the first of
 * them stood. A page an earlier build rewrote (Gatsby keeps unchanged pages) comes back as
 * it is; a page with neither means Gatsby writes its bundles in another way now, and
 * stops the build rather than ship the pages as they are.
 */
export function deferBundles(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((m) => m[1])
  if (sources.length === 0) {
    if (html.includes(DEFERRED)) return html
    throw new Error(
      'no <script src="/….js" async> bundle tag of Gatsby\'s: its markup changed, see src/node/post-build/defer-bundles.ts',
    )
  }
  let first = true
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return ""
    first = false
    return `${DEFERRED}${deferredBundlesScript(sources)}</script>`
  })
}

/** Rewrites every page of `publicDir` with `deferBundles`; an error names the page. */
export function deferPageBundles(publicDir: string): void {
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const deferred = onPage(file, () => deferBundles(html))
    if (deferred !== html) fs.writeFileSync(file, deferred)
  }
}

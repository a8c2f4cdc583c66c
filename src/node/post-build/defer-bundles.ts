/**
 * Each page's JavaScript bundles start to download after its first paint: Gatsby's
 * `<script async>` tags are replaced by one inline script that adds the same bundles then
 * (src/browser/inline-scripts/deferred-bundles.ts says why).
 */
import fs from "fs"
import { deferredBundlesScript } from "../inline-scripts"
import { htmlFiles } from "./pages"

/** Gatsby's bundle tags as it writes them into every page: `<script src="/app-….js" async></script>`. */
const BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g

/**
 * The page with its bundle tags replaced by one `deferredBundlesScript` where the first of
 * them stood. A page without bundle tags (already rewritten) comes back as it is.
 */
export function deferBundles(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((m) => m[1])
  if (sources.length === 0) return html
  let first = true
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return ""
    first = false
    return `<script id="deferred-bundles">${deferredBundlesScript(sources)}</script>`
  })
}

/** Rewrites every page of `publicDir` with `deferBundles`. */
export function deferPageBundles(publicDir: string): void {
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const deferred = deferBundles(html)
    if (deferred !== html) fs.writeFileSync(file, deferred)
  }
}

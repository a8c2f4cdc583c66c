/**
 * When a page's JavaScript starts to download. Gatsby writes its bundles as `<script async>`
 * at the end of the body, so on a slow phone connection they share the bandwidth with the
 * page's own fonts and pictures before anything is drawn. The server-rendered page is
 * complete without them (links, text, pictures), so the build (`deferBundles`, run on every
 * finished page) replaces those tags with one small inline script that adds the same bundles right after the first paint: the visitor
 * sees the page first, and the page becomes interactive as soon as the bundles arrive.
 *
 * A page opened in a background tab never paints until it is shown, so there the bundles
 * are added at once.
 */

/** The inline script that adds `sources` (same-origin bundle URLs) as async scripts after the first paint. */
export function deferredScriptLoader(sources: readonly string[]): string {
  // JSON.stringify escapes quotes; "<" is escaped too so no URL can close the <script>.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c")
  return (
    `(function(){var s=${list};` +
    `function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
    `if(document.visibilityState==="hidden"||typeof requestAnimationFrame!=="function")go();` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})()`
  )
}

/** Gatsby's bundle tags as it writes them into every page: `<script src="/app-….js" async></script>`. */
const BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g

/**
 * The page with its bundle tags replaced by one `deferredScriptLoader` script where the
 * first of them stood. A page without bundle tags (already rewritten) comes back as it is.
 */
export function deferBundles(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((m) => m[1])
  if (sources.length === 0) return html
  let first = true
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return ""
    first = false
    return `<script id="deferred-bundles">${deferredScriptLoader(sources)}</script>`
  })
}

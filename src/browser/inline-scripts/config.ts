/**
 * What the build gives each inline script (./deferred-bundles.ts, ./after-paint-head.ts):
 * its config, as a JSON literal passed to the compiled module (`withConfig`). One compiled
 * text serves every page; only the literal differs. Imported by the build and by the
 * server bundle (gatsby-ssr.tsx), and for its types by the scripts.
 */

/** The config of ./deferred-bundles.ts. */
export type DeferredBundlesConfig = {
  /** Gatsby's bundles for the page (same-origin URLs), in the order its tags listed them. */
  bundles: readonly string[]
}

/** The config of ./after-paint-head.ts. */
export type AfterPaintHeadConfig = {
  /** The web app manifest gatsby-plugin-manifest linked in the head, linked after the first paint instead (null: none). */
  manifestHref: string | null
}

/**
 * Screens at least this wide (laptops and desktops, the full menu's width) get the heading
 * face preloaded (gatsby-ssr.tsx): they are nearly always on fast connections, and their
 * large headings make a swap most visible. On a throttled phone a preload held the first
 * paint back until the font had arrived.
 */
export const WIDE_SCREEN = "(min-width: 1024px)"

/** `value` as a JavaScript literal for an inline script: JSON, with "<" escaped so no string can close the <script>. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}

/**
 * The inline script: a compiled module (src/node/inline-scripts.ts), which reads its config as
 * `CONFIG`, run once with `config`. The same inputs always give the same text, whose
 * hash goes into the page's Content-Security-Policy.
 */
export function withConfig(compiled: string, config: DeferredBundlesConfig | AfterPaintHeadConfig): string {
  return `(function(CONFIG){${compiled}})(${scriptLiteral(config)})`
}

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
  /** The class on <html> (and on each block while they switch) that turns the typefaces on. */
  className: string
  /** The media query of screens that get the typefaces from the first paint. */
  wideScreen: string
  /** The faces fetched after the first paint, as `document.fonts.load` takes them. */
  faces: readonly string[]
  /** The web app manifest, linked after the first paint (none if the head had no manifest link). */
  manifestHref?: string
}

/** The class on <html> that turns the site's own typefaces on (src/styles/tokens.css). */
export const WEB_FONTS_CLASS = "web-fonts"

/**
 * Screens at least this wide (laptops and desktops, the full menu's width) get the
 * typefaces from the first paint, with the heading face preloaded (gatsby-ssr.tsx):
 * they are nearly always on fast connections, and their large headings make a swap
 * most visible. Phones, often on slow connections, get the page first.
 */
export const WIDE_SCREEN = "(min-width: 1024px)"

/**
 * The faces every page draws (font-faces.css): the bold serif of the headings and both
 * weights of the text face. After the first paint these are fetched before they are
 * switched on, so the page is laid out once, in its final faces. The regular serif (only
 * in quotations) loads when a page first draws it.
 */
export const FIRST_FACES = [
  '700 1em "Source Serif 4"',
  '400 1em "Atkinson Hyperlegible Next"',
  '700 1em "Atkinson Hyperlegible Next"',
] as const

/** The config of every page's head script; `manifestHref` is the link gatsby-plugin-manifest put in the head. */
export function afterPaintHeadConfig(manifestHref?: string): AfterPaintHeadConfig {
  return { className: WEB_FONTS_CLASS, wideScreen: WIDE_SCREEN, faces: FIRST_FACES, manifestHref }
}

/** `value` as a JavaScript literal for an inline script: JSON, with "<" escaped so no string can close the <script>. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}

/**
 * The inline script: a compiled module (./compile.ts), which reads its config as
 * `CONFIG`, run once with `config`. The same inputs always give the same text, whose
 * hash goes into the page's Content-Security-Policy.
 */
export function withConfig(compiled: string, config: DeferredBundlesConfig | AfterPaintHeadConfig): string {
  return `(function(CONFIG){${compiled}})(${scriptLiteral(config)})`
}

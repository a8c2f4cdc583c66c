/**
 * When a page's JavaScript starts to download. Gatsby writes its bundles as `<script async>`
 * at the end of the body, so on a slow phone connection they share the bandwidth with the
 * page's own fonts and pictures before anything is drawn. The server-rendered page is
 * complete without them (links, text, pictures), so the build (`deferBundles` in
 * src/node/post-build/defer-bundles.ts, run on every finished page) replaces those tags
 * with one small inline script that adds the same bundles once the browser reports the
 * first contentful paint: the visitor sees the page first, and the page becomes
 * interactive as soon as the bundles arrive.
 *
 * "Reports" matters: a frame callback runs before its frame reaches the screen, and the
 * paint is only on screen (and timed) a little later, so bundles requested from a frame
 * callback could still compete with the first paint. The paint-timing entry arrives after
 * the frame is shown. Where paint timing is missing, the next frame after a frame callback
 * stands in for it, and a page that reports no paint within three seconds loads anyway.
 *
 * A page opened in a background tab never paints until it is shown, so there the bundles
 * are added at once. The site's typefaces and the web app manifest wait for the same moment
 * (`afterPaintHead`).
 */

/**
 * `afterPaint(f)` as inline-script source: runs `f` once, as soon as the browser reports
 * the first contentful paint (at once in a background tab; after the next shown frame
 * where paint timing is missing; after three seconds at the latest).
 */
const AFTER_PAINT =
  `function afterPaint(f){var done=false;` +
  `function go(){if(!done){done=true;f()}}` +
  `function soon(){setTimeout(go,0)}` +
  `if(document.visibilityState==="hidden"||typeof requestAnimationFrame!=="function")return go();` +
  `setTimeout(go,3000);` +
  `var P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}` +
  `else requestAnimationFrame(function(){requestAnimationFrame(soon)})}`

/** `value` as a JavaScript literal for an inline script: JSON, with "<" escaped so no string can close the <script>. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}

/** The inline script that adds `sources` (same-origin bundle URLs) as async scripts once the first paint is on screen. */
export function deferredScriptLoader(sources: readonly string[]): string {
  const list = scriptLiteral(sources)
  return (
    `(function(){${AFTER_PAINT}var s=${list};` +
    `afterPaint(function(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})})})()`
  )
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

/**
 * The inline script, early in every page's <head>, for what waits for the first paint
 * besides the bundles: the site's typefaces, and the web app manifest (`manifestHref`),
 * which Chrome fetches with its install icon as soon as it sees the link.
 *
 * Until the typefaces are on, every text is drawn in a local font resized to the same
 * space, so on a phone the fonts are not fetched before the first paint and a slow
 * connection spends its first bytes on the page itself. Right after it, the faces in
 * `FIRST_FACES` are fetched (`document.fonts.load` changes nothing on the page) and
 * switched on once they are in: the page is laid out again in its final faces only, not
 * once for the switch and again when the files arrive. The switch goes block by block,
 * one block a frame from the top (the header, each section of <main>, the footer), and
 * <html> last: on a long page, restyling and laying out every text at once is a task
 * long enough to hold back a tap on a slow phone. Nothing moves when they swap in. A wide
 * screen (`WIDE_SCREEN`), and a visitor whose browser already holds the font files
 * (remembered in localStorage once they have loaded), get them from the first paint.
 */
export function afterPaintHead(manifestHref?: string): string {
  const key = scriptLiteral(WEB_FONTS_CLASS)
  const manifest = manifestHref
    ? `var m=document.createElement("link");m.rel="manifest";m.crossOrigin="anonymous";m.href=${scriptLiteral(manifestHref)};document.head.appendChild(m);`
    : ""
  return (
    `(function(){${AFTER_PAINT}var d=document.documentElement,held=false;` +
    `function on(){d.classList.add(${key})}` +
    // The page's blocks in order: <main>'s siblings, with <main> replaced by its children.
    `function blocks(){var m=document.querySelector("main"),b=[];if(!m||!m.parentNode)return b;` +
    `[].forEach.call(m.parentNode.children,function(c){if(c===m)b.push.apply(b,[].slice.call(m.children));else b.push(c)});return b}` +
    `function stepwise(done){var b=blocks(),i=0;(function next(){if(i<b.length){b[i++].classList.add(${key});requestAnimationFrame(next)}else done()})()}` +
    `try{held=!!localStorage.getItem(${key})}catch(e){}` +
    `if(held||window.matchMedia&&matchMedia(${scriptLiteral(WIDE_SCREEN)}).matches)on();` +
    `afterPaint(function(){${manifest}` +
    `var f=document.fonts;if(held)return;if(!f||!f.load)return on();` +
    `Promise.all(${scriptLiteral(FIRST_FACES)}.map(function(x){return f.load(x)})).then(function(l){stepwise(on);` +
    `if(l.every(function(x){return x.length>0}))try{localStorage.setItem(${key},"1")}catch(e){}},on)})})()`
  )
}

/**
 * A webpack loader for gatsby-plugin-image's browser component (src/node/webpack-config.ts
 * applies it to `gatsby-plugin-image/dist/index.browser-*.js`).
 *
 * GatsbyImage draws a picture in the browser with code of its own that brings React's
 * server renderer (react-dom/server), the largest chunk a page would otherwise load. A
 * picture that came in the page's HTML does not need it: the page's inline scripts fade it
 * in. Yet every GatsbyImage asks for that code as it mounts, so every page with a picture
 * fetched it at once. This loader moves the request to the first picture the browser draws
 * itself (a gallery's next photo, the lightbox, a page reached within the app), where
 * GatsbyImage waited for the same request anyway.
 *
 * The change is made to the package's published code, in the bundle only. When the code no
 * longer has the expected shape (a new gatsby-plugin-image), the build stops here instead
 * of shipping the file unchanged; __tests__/node/picture-code-on-demand.test.ts checks the
 * installed version.
 */

/** `name||(name=import("./lazy-hydrate-….js").then(…));` at the start of the mount effect. */
const EAGER_IMPORT = /([\w$]+)\|\|\(\1=(import\("\.\/lazy-hydrate-[\w-]+\.js"\)\.then\(.+?\))\);/g

/**
 * The source with the request for the drawing code made where the code is first used.
 * @param {string} source the published `index.browser-*.js`
 * @returns {string}
 */
function drawingCodeOnDemand(source) {
  const found = [...source.matchAll(EAGER_IMPORT)]
  if (found.length !== 1) {
    throw new Error(
      `picture-code-on-demand: expected one eager import of lazy-hydrate in gatsby-plugin-image, found ${found.length}; ` +
        "check the loader against the installed version",
    )
  }
  const [statement, name, importCall] = found[0]
  const without = source.replace(statement, "")
  // The one place that waits for the code: `name.then(` after the server-rendered case returned.
  const use = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, "\\$")}\\.then\\(`, "g")
  const uses = without.match(use) ?? []
  if (uses.length !== 1) {
    throw new Error(
      `picture-code-on-demand: expected one use of the lazy-hydrate import in gatsby-plugin-image, found ${uses.length}`,
    )
  }
  return without.replace(use, `(${name}||(${name}=${importCall})).then(`)
}

module.exports = function pictureCodeOnDemand(source) {
  return drawingCodeOnDemand(source)
}
module.exports.drawingCodeOnDemand = drawingCodeOnDemand

/**
 * @jest-environment node
 *
 * src/node/picture-code-on-demand.js: GatsbyImage asks for the code that draws a picture
 * in the browser only when it draws one, not as every picture mounts. These tests run the
 * loader over the installed gatsby-plugin-image, so an upgrade that changes the code
 * fails here (and the build stops) instead of shipping the file unchanged. The browser
 * side (not fetched on load, fetched for the gallery's next photo) is in trips.e2e.ts.
 */
import fs from "fs"
import path from "path"

// A CommonJS module: webpack loads it by path, so it is plain JavaScript.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { drawingCodeOnDemand } = require("../../src/node/picture-code-on-demand.js") as {
  drawingCodeOnDemand: (source: string) => string
}

const dist = path.join(path.dirname(require.resolve("gatsby-plugin-image/package.json")), "dist")
// The module the browser bundle uses: package.json's "browser" field maps "module" to it.
const browserModule = fs.readFileSync(path.join(dist, "gatsby-image.browser.modern.js"), "utf8")
const componentFile = /from"\.\/(index\.browser-[\w-]+\.js)"/.exec(browserModule)![1]
const source = fs.readFileSync(path.join(dist, componentFile), "utf8")

describe("gatsby-plugin-image's drawing code, asked for on demand", () => {
  const changed = drawingCodeOnDemand(source)
  const ssrCheck = 'querySelector("[data-gatsby-image-ssr]")'
  const request = /import\("\.\/lazy-hydrate-[\w-]+\.js"\)/g

  it("is asked for as a picture mounts in the published code", () => {
    expect(source.match(request)).toHaveLength(1)
    expect(source.search(request)).toBeLessThan(source.indexOf(ssrCheck))
  })

  it("is asked for only after a picture that came with the page has returned", () => {
    expect(changed.match(request)).toHaveLength(1)
    const ssrReturn = changed.indexOf("void ", changed.indexOf(ssrCheck))
    expect(ssrReturn).toBeGreaterThan(0)
    expect(changed.search(request)).toBeGreaterThan(ssrReturn)
  })

  it("stops the build when the published code no longer has the expected shape", () => {
    expect(() => drawingCodeOnDemand(source.replace(request, 'import("./elsewhere.js")'))).toThrow(
      /expected one eager import of lazy-hydrate/,
    )
  })
})

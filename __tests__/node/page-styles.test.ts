import fs from "fs"
import os from "os"
import path from "path"
import { splitPageStyle, usedRulesFinder } from "../../src/node/post-build/page-styles"

const SHEET = [
  "@font-face{font-family:Serif;src:url(/serif.woff2)}",
  "@font-face{font-family:Unused;src:url(/unused.woff2);unicode-range:u+0020-007e}",
  "@font-face{font-family:Serif;src:url(/serif-rest.woff2);unicode-range:u+00a1-00ff}",
  "body{margin:0}",
  ".hero{font-family:Serif;color:navy}",
  ".menu[data-open]{display:block}",
  ".dialog{position:fixed}",
  "@media (min-width:40em){.hero{padding:2rem}.dialog{inset:0}}",
].join("")

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>` +
  `<style data-href="/site.css" data-identity="gatsby-global-css">${SHEET}</style>` +
  `<style>:root{--brand:#123}</style></head><body>${body}</body></html>`

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-styles-"))
  fs.writeFileSync(path.join(dir, "site.css"), SHEET)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("a page's stylesheet, split", () => {
  it("keeps in the head only the rules the page's markup uses, with the font faces of the copy, and links the whole file after the body", async () => {
    const html = page('<div id="___gatsby"><h1 class="hero">Hi</h1><nav class="menu"></nav></div>')
    const split = await splitPageStyle(html, usedRulesFinder(dir))
    const head = split.slice(0, split.indexOf("</head>"))
    expect(head).not.toContain("data-identity")
    expect(head).toContain(".hero{")
    expect(head).toContain("font-family:Serif;src:url(/serif.woff2)")
    expect(head).toContain("body{margin:0}")
    // Every face of the copy's characters: rules may name a family through a custom
    // property, which no selector shows. A face for the rest of latin waits for the file.
    expect(head).toContain("font-family:Unused;src:url(/unused.woff2)")
    expect(head).not.toContain("serif-rest")
    expect(head).not.toContain(".dialog")
    // A rule of a state scripts set later (an open menu) waits for the whole file.
    expect(head).not.toContain("data-open")
    expect(split.endsWith('<link rel="stylesheet" href="/site.css"/></body></html>')).toBe(true)
  })

  it("gives the link at the end of the opening band, rendered before the file had a name, the file's address", async () => {
    const html = page('<div id="___gatsby"><h1 class="hero">Hi</h1><link rel="stylesheet"/><p>Rest</p></div>')
    const split = await splitPageStyle(html, usedRulesFinder(dir))
    expect(split).toContain('<h1 class="hero">Hi</h1><link rel="stylesheet" href="/site.css"/><p>Rest</p>')
    expect(split).not.toContain('<link rel="stylesheet"/>')
  })

  it("leaves the rest of the page as it was, byte for byte", async () => {
    const body = '<div id="___gatsby"><p class="hero">a &amp; b<!-- --> c</p><img src="/x.png" alt=""/></div>'
    const html = page(body)
    const split = await splitPageStyle(html, usedRulesFinder(dir))
    expect(split).toContain(`<body>${body}<link`)
    expect(
      split.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><style>'),
    ).toBe(true)
    expect(split).toContain("<style>:root{--brand:#123}</style></head>")
  })

  it("comes back unchanged when the page is already split", async () => {
    const once = await splitPageStyle(page('<h1 class="hero">Hi</h1>'), usedRulesFinder(dir))
    expect(await splitPageStyle(once, usedRulesFinder(dir))).toBe(once)
  })

  it("stops the build at a page whose styles Gatsby writes in another way", async () => {
    const linked = page("<h1>Hi</h1>").replace(
      /<style data-href[^>]*>[^<]*<\/style>/,
      '<link rel="stylesheet" href="/site.css"/>',
    )
    await expect(splitPageStyle(linked, usedRulesFinder(dir))).rejects.toThrow(/gatsby-global-css/)
  })
})

/**
 * The runner: every rule over a finished public/, naming the rule and the page a built page breaks.
 */
import fs from "fs"
import nodePath from "path"
import { temporaryDir } from "../../fixtures/temp-dir"
import { htmlParser } from "../../../src/node/copy-rules/built-page"
import { builtPageRules } from "../../../src/node/copy-rules/run"
import { checkData } from "../../../src/node/features"

describe("builtPageRules (what the build runs over public/)", () => {
  const data = checkData(nodePath.resolve(__dirname, "../../../data"))
  const parse = htmlParser()
  function publicWith(pages: Record<string, string>): string {
    const dir = temporaryDir("copy-rules-")
    for (const [file, html] of Object.entries(pages)) fs.writeFileSync(nodePath.join(dir, file), html)
    return dir
  }
  const html = (title: string, main: string) =>
    `<html><head><title>${title}</title></head><body><main><p>${main}</p><a href="/about">About us</a></main></body></html>`

  it("names the rule and the page a built page breaks, and passes the same pages without it", () => {
    const routes = [
      { path: "/", listed: true },
      { path: "/about", listed: true },
    ]
    const good = publicWith({
      "index.html": html("Home", "Hello."),
      "about.html": html("About", "<a href='/'>Home</a>"),
    })
    const bad = publicWith({
      "index.html": html("Home", "Hello. <a href='/nowhere'>Nowhere</a>"),
      "about.html": html("About", "<a href='/'>Home</a>"),
    })
    const broken = (dir: string) => builtPageRules(dir, data, { parse, routes }).filter((r) => r.problems.length)
    expect(broken(good)).toEqual([])
    expect(broken(bad)).toEqual([
      { rule: "internal links and #anchors resolve", problems: ['/: link "Nowhere" → /nowhere leads to no page'] },
    ])
  })
})

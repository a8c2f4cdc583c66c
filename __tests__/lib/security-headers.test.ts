import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { buildHeadersFile, cspOrigins, inlineScriptHashes, originOf } from "../../src/node/security-headers"
import { readSite } from "../../src/node/site"

const ROOT = path.join(__dirname, "../..")
const site = readSite(path.join(ROOT, "data"))
const template = fs.readFileSync(path.join(ROOT, "static/_headers"), "utf8")

describe("originOf", () => {
  it("keeps scheme, host and port only", () => {
    expect(originOf("https://hooks.example.com/a/b?c=1")).toBe("https://hooks.example.com")
    expect(originOf("http://127.0.0.1:9791/goal-email")).toBe("http://127.0.0.1:9791")
    expect(originOf("")).toBeNull()
    expect(originOf(undefined)).toBeNull()
    expect(originOf("not a url")).toBeNull()
  })
})

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html =
      '<script>window.a=1</script><script src="/app.js"></script><script type="application/ld+json">{"a":1}</script><script id="x">b()</script>'
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(2)
    // sha256 of "window.a=1" in base64
    expect(hashes[0]).toBe("'sha256-" + createHash("sha256").update("window.a=1").digest("base64") + "'")
  })
})

describe("the _headers file", () => {
  const env = {
    GATSBY_GOAL_EMAIL_WEBHOOK_URL: "https://hooks.example.com/goal",
    GATSBY_COMP_SUBMIT_WEBHOOK_URL: "https://automation.example.org/x",
  }
  const out = buildHeadersFile({ template, site, env, hashes: ["'sha256-abc='"] })
  const csp = /Content-Security-Policy: (.*)/.exec(out)![1]
  const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? ""

  it("allows exactly the configured webhook origins to be called", () => {
    expect(directive("connect-src")).toBe(
      `connect-src 'self' https://hooks.example.com https://automation.example.org ${site.embeds.formOrigin}`,
    )
  })

  it("allows the embed origins in frames and the form script, and the inline script hashes", () => {
    expect(directive("frame-src")).toContain("https://www.youtube-nocookie.com")
    expect(directive("script-src")).toBe("script-src 'self' 'sha256-abc=' https://link.msgsndr.com")
    expect(directive("object-src")).toBe("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("{{")
    expect(csp).not.toContain("unsafe-eval")
  })

  it("sets the other security headers and drops the comments", () => {
    expect(out).toContain("X-Content-Type-Options: nosniff")
    expect(out).toContain("Referrer-Policy: strict-origin-when-cross-origin")
    expect(out).toContain("Permissions-Policy: camera=()")
    expect(out).not.toMatch(/^#/m)
  })

  it("loads the ad pixel's origins only when a pixel id is configured", () => {
    expect(cspOrigins(site, {}).script).not.toContain("https://connect.facebook.net")
    expect(cspOrigins(site, { GATSBY_META_PIXEL_ID: "123" }).script).toContain("https://connect.facebook.net")
  })

  it("refuses an unknown placeholder", () => {
    expect(() => buildHeadersFile({ template: "/*\n  X: {{NOPE}}\n", site, env: {}, hashes: [] })).toThrow(
      /unknown placeholder/,
    )
  })
})

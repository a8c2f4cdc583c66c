import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { inlineScriptHashes, pagePolicies, withPagePolicy } from "../../src/node/post-build/page-policy"
import { originOf, pagePolicy, type CspNeeds } from "../../src/lib/csp"

const ROOT = path.join(__dirname, "../..")
const headersFile = fs.readFileSync(path.join(ROOT, "static/_headers"), "utf8")

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

/**
 * The limits both hosts publish for `_headers`: Cloudflare Pages reads at most 100 rules
 * and lines of at most 2,000 characters; Netlify reads the same format.
 */
describe("static/_headers against the hosts' limits", () => {
  const lines = headersFile.split("\n")
  const rules = lines.filter((l) => l.trim() && !l.startsWith("#") && !/^\s/.test(l))

  it("has every line within 2,000 characters and at most 100 rules", () => {
    expect(lines.filter((l) => l.length > 2000)).toEqual([])
    expect(rules.length).toBeLessThanOrEqual(100)
  })

  it("is written as it is: nothing in it grows with pages or trips (no placeholders)", () => {
    expect(headersFile).not.toMatch(/\{\{|sha256-/)
  })

  it("keeps what holds for every page, and caching per Gatsby's guide", () => {
    expect(headersFile).toMatch(/Content-Security-Policy: .*object-src 'none'.*base-uri 'self'.*frame-ancestors 'none'/)
    for (const header of ["X-Content-Type-Options: nosniff", "X-Frame-Options: DENY", "Referrer-Policy:"]) {
      expect(headersFile).toContain(header)
    }
    expect(headersFile).toMatch(/\/static\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/)
    expect(headersFile).toMatch(/\/page-data\/\*\n\s+Cache-Control: public, max-age=0, must-revalidate/)
    expect(headersFile).not.toMatch(/unsafe-inline/)
  })
})

describe("a page's policy", () => {
  const NONE: CspNeeds = { frame: [], script: [], img: [], connect: [] }

  it("lists its own inline-script hashes and the origins it is given, nothing else", () => {
    const needs: CspNeeds = {
      ...NONE,
      frame: ["https://forms.example", "https://player.example"],
      script: ["https://forms.example"],
    }
    const policy = pagePolicy(needs, ["'sha256-b='", "'sha256-a='"])
    expect(policy).toContain("script-src 'self' 'sha256-a=' 'sha256-b=' https://forms.example;")
    expect(policy).toContain("frame-src https://forms.example https://player.example;")
    expect(policy).toContain("connect-src 'self';")
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline")
  })

  it("allows no frame at all when no origin is given", () => {
    expect(pagePolicy(NONE, [])).toContain("frame-src 'none'")
  })

  it("goes first in <head>, replacing an earlier one", () => {
    const html = '<html><head><meta charset="utf-8"/><title>x</title></head><body></body></html>'
    const once = withPagePolicy(html, "default-src 'self'")
    expect(once).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"\/><meta charset/,
    )
    expect(withPagePolicy(once, "default-src 'none'").match(/http-equiv/g)).toHaveLength(1)
  })

  it("allows on every page the site's origins, with each page's own inline-script hashes", () => {
    const origins: CspNeeds = {
      frame: ["https://maps.example"],
      script: ["https://forms.example"],
      img: [],
      connect: ["https://hooks.example"],
    }
    const policies = pagePolicies(["<div></div><script>a()</script>", "<script>b()</script>", "<p>plain</p>"], origins)
    const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `))
    const hash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`
    for (const policy of policies) {
      expect(directive(policy, "frame-src")).toBe("frame-src https://maps.example")
      expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://hooks.example")
    }
    expect(directive(policies[0], "script-src")).toBe(`script-src 'self' ${hash("a()")} https://forms.example`)
    expect(directive(policies[1], "script-src")).toBe(`script-src 'self' ${hash("b()")} https://forms.example`)
    expect(directive(policies[2], "script-src")).toBe("script-src 'self' https://forms.example")
  })
})

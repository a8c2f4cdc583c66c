/**
 * What the production build publishes for the trip photos, read from public/: no
 * photo's camera or GPS data, no original photo, and a large gallery's later photos in
 * content-hashed chunk files that, with the first screen, list every photo once. The
 * page scripts' compile hint. Each page's stylesheet. And the browser editor: in public/admin/ only, loaded by no
 * page, and none of its sign-in secrets anywhere.
 */
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { adminHeaderRules, adminPolicy, configYaml, decapBundle } from "../../src/node/cms/admin"
import { cmsSettings } from "../../src/node/cms/settings"
import { features } from "../../src/node/features"
import { htmlFiles } from "../../src/node/post-build/pages"
import { readSite } from "../../src/node/site"
import { E2E_BUILD_ENV, SIGN_IN_SECRETS } from "./support/env"
import { E2E_PUBLIC } from "./support/site"

const ROOT = path.resolve(__dirname, "../..")
const PUBLIC = E2E_PUBLIC
const IMAGE = /\.(jpe?g|png|webp|avif|tiff?)$/i

/** Every file below `dir`. */
function allFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? allFiles(full) : [full]
  })
}

const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex")

describe("photo privacy", () => {
  it("publishes no EXIF, XMP or IPTC data in any image (a sample photo carries a phone's camera and GPS data)", async () => {
    const images = allFiles(PUBLIC).filter((f) => IMAGE.test(f))
    expect(images.length).toBeGreaterThan(100)
    const withMetadata: string[] = []
    for (const file of images) {
      const meta = await sharp(file).metadata()
      if (meta.exif || meta.xmp || meta.iptc) withMetadata.push(path.relative(PUBLIC, file))
    }
    expect(withMetadata).toEqual([])
  })

  it("publishes no original photo as it is", () => {
    const originals = new Set(
      allFiles(path.join(ROOT, "data"))
        .filter((f) => IMAGE.test(f))
        .map(sha256),
    )
    const published = allFiles(PUBLIC).filter((f) => IMAGE.test(f))
    expect(published.filter((f) => originals.has(sha256(f))).map((f) => path.relative(PUBLIC, f))).toEqual([])
  })
})

describe("a gallery larger than its first screen", () => {
  const TRIP = "winter-wonderland-canada-2018"
  const TOTAL = 72

  it("writes the later photos in content-hashed chunks that, with the first screen, list all photos once", () => {
    const dataFile = path.join(PUBLIC, "page-data/agent-incentives", TRIP, "page-data.json")
    const result = JSON.parse(fs.readFileSync(dataFile, "utf8")).result
    const first: string[] = result.data.trip.firstPhotos.map((p: { fileName: string }) => p.fileName)
    const urls: string[] = result.pageContext.photoChunks
    expect(urls.length).toBeGreaterThan(0)
    const inChunks: string[] = []
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/static/trip-photos/${TRIP}-\\d+\\.[0-9a-f]{16}\\.json$`))
      const file = path.join(PUBLIC, url)
      // The address changes with the content, so a chunk can be cached for a year.
      expect(url).toContain(sha256(file).slice(0, 16))
      const chunk = JSON.parse(fs.readFileSync(file, "utf8"))
      expect(chunk.start).toBe(first.length + inChunks.length)
      for (const photo of chunk.photos) {
        inChunks.push(photo.fileName)
        // Every image a chunk names was generated.
        for (const image of [photo.large, photo.thumb]) {
          expect(fs.existsSync(path.join(PUBLIC, image.images.fallback.src))).toBe(true)
        }
      }
    }
    expect([...first, ...inChunks]).toEqual(Array.from({ length: TOTAL }, (_, i) => `${i + 1}.jpg`))
  })
})

describe("the page scripts", () => {
  it("each start with V8's hint to compile all their functions while they download", () => {
    // The scripts of this build, as webpack lists them (public/ keeps earlier builds' too).
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
      assetsByChunkName: Record<string, string[]>
      namedChunkGroups: Record<string, { assets: { name: string }[] }>
    }
    const scripts = new Set(
      [
        ...Object.values(stats.assetsByChunkName).flat(),
        ...Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name)),
      ].filter((file) => file.endsWith(".js")),
    )
    expect(scripts.size).toBeGreaterThan(10)
    const unhinted = [...scripts].filter(
      (file) => !fs.readFileSync(path.join(PUBLIC, file), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"),
    )
    expect(unhinted).toEqual([])
  })
})

describe("each page's stylesheet", () => {
  it("is the rules the page uses in its head, and the whole stylesheet's file linked at the end of its body", () => {
    const pages = htmlFiles(PUBLIC)
    expect(pages.length).toBeGreaterThan(30)
    const wholeSheets = new Set<string>()
    // Whether a selector is one of the whole file's, asked once per file and selector: the
    // pages share most of their rules.
    const inWhole = new Map<string, boolean>()
    const missing: string[] = []
    for (const file of pages) {
      const html = fs.readFileSync(file, "utf8")
      const where = path.relative(PUBLIC, file)
      const head = html.slice(0, html.indexOf("</head>"))
      expect([where, head.includes('data-identity="gatsby-global-css"')]).toEqual([where, false])
      const linked = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/><\/body>/.exec(html)
      expect([where, Boolean(linked)]).toEqual([where, true])
      wholeSheets.add(linked![1])
      const whole = fs.readFileSync(path.join(PUBLIC, linked![1]), "utf8")
      // The page's own rules: fewer than the whole stylesheet's, each selector one of the file's.
      const own = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? ""
      expect([where, own.length > 1000 && own.length < whole.length]).toEqual([where, true])
      for (const rule of own.match(/[^{}@;]+(?=\{)/g) ?? []) {
        if (/^\s*(from|to|\d+%)/.test(rule)) continue
        for (const selector of rule.split(",").map((s) => s.trim())) {
          const key = `${linked![1]} ${selector}`
          if (!inWhole.has(key)) inWhole.set(key, whole.includes(selector))
          if (!inWhole.get(key)) missing.push(`${where}: ${selector}`)
        }
      }
    }
    expect(missing).toEqual([])
    // One file for every page: the browser fetches it once and keeps it for the next.
    expect(wholeSheets.size).toBe(1)
  })
})

describe("the published files", () => {
  it("hold no source map: the site's source stays out of public/", () => {
    expect(allFiles(PUBLIC).filter((file) => file.endsWith(".map"))).toEqual([])
  })
})

describe("the host's header file", () => {
  it("is static/_headers plus the editor's rules: per-page policies live in each page, so the file never grows with the site", () => {
    expect(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8")).toBe(
      `${fs.readFileSync(path.join(ROOT, "static/_headers"), "utf8").trimEnd()}\n${adminHeaderRules("cloudflare")}`,
    )
  })
})

describe("the browser editor in public/admin/", () => {
  const pages = allFiles(PUBLIC).filter((f) => f.endsWith(".html") && !f.startsWith(path.join(PUBLIC, "admin")))

  it("is written from node_modules with the configuration the collections give, for the backend of this build", () => {
    const { version, files } = decapBundle()
    for (const file of files) expect(fs.existsSync(path.join(PUBLIC, `admin/decap-cms-${version}`, file))).toBe(true)
    const settings = cmsSettings(
      { ...process.env, ...E2E_BUILD_ENV },
      { siteUrl: readSite(path.join(ROOT, "data")).siteUrl, rootDir: ROOT },
    )
    expect(fs.readFileSync(path.join(PUBLIC, "admin/config.yml"), "utf8")).toBe(configYaml(features, settings))
    const html = fs.readFileSync(path.join(PUBLIC, "admin/index.html"), "utf8")
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${adminPolicy(settings)}"/>`)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    // No source maps are published, and none is named.
    expect(allFiles(path.join(PUBLIC, "admin")).filter((f) => f.endsWith(".map"))).toEqual([])
    expect(fs.readFileSync(path.join(PUBLIC, `admin/decap-cms-${version}/decap-cms.js`), "utf8")).not.toMatch(
      /sourceMappingURL/,
    )
  })

  it("is loaded by no page, linked from none and not in the sitemap; no page's script holds its code", () => {
    expect(pages.length).toBeGreaterThan(40)
    const referring = pages.filter((f) => /["'(]\/admin\b|decap-cms/.test(fs.readFileSync(f, "utf8")))
    expect(referring).toEqual([])
    const scripts = allFiles(PUBLIC).filter((f) => f.endsWith(".js") && !f.startsWith(path.join(PUBLIC, "admin")))
    expect(scripts.filter((f) => /decap-cms|netlify-cms/i.test(fs.readFileSync(f, "utf8")))).toEqual([])
    const sitemaps = allFiles(PUBLIC).filter((f) => /sitemap.*\.xml$/.test(f))
    expect(sitemaps.length).toBeGreaterThan(0)
    for (const file of sitemaps) expect(fs.readFileSync(file, "utf8")).not.toContain("/admin")
  })

  it("holds neither of the host's sign-in secrets, though the build had both, in any file of the site", () => {
    const holding = allFiles(PUBLIC).filter((file) => {
      const text = fs.readFileSync(file, "latin1")
      return text.includes(SIGN_IN_SECRETS.clientId) || text.includes(SIGN_IN_SECRETS.clientSecret)
    })
    expect(E2E_BUILD_ENV).toMatchObject({ GITHUB_CLIENT_SECRET: SIGN_IN_SECRETS.clientSecret })
    expect(holding).toEqual([])
  })
})

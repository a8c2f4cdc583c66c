/**
 * The photo curator's workflow, end to end: in a temporary copy of the project, drop one
 * photo into data/trips/bahamas-2012/ and add a trip folder holding only trip.json, run
 * the production build, and check that the gallery, its count line and the list card
 * follow, with no other file edited. The new photo carries the camera's make and the GPS
 * position of where it was taken, as phone photos do: none of it may reach public/, and
 * no original photo is published as it is. A trip of 300 photos checks that a gallery of
 * any size sends the same first screen (the rest arrives in chunks the build writes under
 * /static/trip-photos/). The copy builds from scratch (a copied .cache holds
 * the original folder's paths and breaks static queries), so this takes a few minutes.
 */
import { execSync, spawn, type ChildProcess } from "child_process"
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { gzipSync } from "zlib"
import type { Browser } from "playwright-core"
import { launchBrowser } from "./support/browser"
import { E2E_BUILD_ENV } from "./support/env"
import { copyProject } from "../../scripts/copy-project.cjs"

/** Terminal colour codes in the build output. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g")

const ROOT = path.resolve(__dirname, "../..")
const PORT = Number(process.env.E2E_PORT_BASE || 9790) + 3
const ORIGIN = `http://127.0.0.1:${PORT}`

let dir = ""
let server: ChildProcess | undefined

/** Runs the production build in the copy; returns its output without colour codes. */
function build(): string {
  try {
    return execSync("npx gatsby build", {
      cwd: dir,
      stdio: "pipe",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...E2E_BUILD_ENV, GATSBY_TELEMETRY_DISABLED: "1" },
    })
      .toString()
      .replace(ANSI_COLOURS, "")
  } catch (error) {
    const out = String((error as { stdout?: Buffer }).stdout ?? "").replace(ANSI_COLOURS, "")
    throw new Error(`gatsby build failed in ${dir}:\n${out.slice(-3000)}`)
  }
}

/** A trip far larger than a first screen, with small generated photos so the build stays quick. */
const BIG_TRIP = "grand-tour-2024"
const BIG_COUNT = 300
/** Most a gallery page may send before the visitor does anything: its HTML plus its page-data, gzipped. */
const PAGE_BUDGET_BYTES = 60 * 1024

beforeAll(async () => {
  dir = copyProject(ROOT, "trips-build-")
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a8fb5" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect y="500" width="1200" height="300" fill="#f3dfae"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Make: "PrivacyTestCam", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 4/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "77/1 20/1 0/1" },
    })
    .toBuffer()
  // The fixture really carries the data the build must drop.
  expect((await sharp(photo).metadata()).exif?.includes(Buffer.from("PrivacyTestCam"))).toBe(true)
  fs.writeFileSync(path.join(dir, "data/trips/bahamas-2012/5.jpg"), photo)
  fs.writeFileSync(
    path.join(dir, "data/trips/bahamas-2012/captions.json"),
    JSON.stringify({ "1.jpg": "Agents on the beach at sunset" }),
  )
  fs.copyFileSync(
    path.join(dir, "data/trips/dominican-republic-2013/7.jpg"),
    path.join(dir, "data/trips/dominican-republic-2013/cover.jpg"),
  )
  const big = path.join(dir, "data/trips", BIG_TRIP)
  fs.mkdirSync(big)
  fs.writeFileSync(
    path.join(big, "trip.json"),
    JSON.stringify({ destination: "Grand Tour", year: 2024, description: "A trip with a great many photos." }),
  )
  for (let i = 1; i <= BIG_COUNT; i++) {
    // Each photo its own colour, so no two files are the same.
    const background = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 }
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg({ quality: 60 })
      .toBuffer()
    fs.writeFileSync(path.join(big, `${i}.jpg`), jpeg)
  }
  fs.mkdirSync(path.join(dir, "data/trips/aruba-2021"))
  fs.writeFileSync(
    path.join(dir, "data/trips/aruba-2021/trip.json"),
    JSON.stringify({ destination: "Aruba", year: 2021, description: "A trip whose photos are not in yet." }),
  )
  build()
  // The static host of the suite, as its own process (Jest cannot load the .mjs module).
  server = spawn(
    process.execPath,
    [path.join(ROOT, "scripts/static-server.mjs"), path.join(dir, "public"), String(PORT)],
    { stdio: "ignore" },
  )
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${ORIGIN}/`).then(
      () => true,
      () => false,
    )
    if (up) break
    await new Promise((r) => setTimeout(r, 100))
  }
}, 900_000)

afterAll(async () => {
  server?.kill()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

const html = async (route: string) => {
  // A connection kept alive across a build may have been closed by the server meanwhile: one
  // retry opens a new one.
  const res = await fetch(`${ORIGIN}${route}`).catch(() => fetch(`${ORIGIN}${route}`))
  return { status: res.status, text: await res.text() }
}

/** Every file below `root`. */
function allFiles(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(root, e.name)
    return e.isDirectory() ? allFiles(full) : [full]
  })
}

const sha = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex")

describe("the header file with more trips", () => {
  it("is the same file whatever the number of pages: public/_headers is static/_headers", () => {
    expect(fs.readFileSync(path.join(dir, "public/_headers"), "utf8")).toBe(
      fs.readFileSync(path.join(ROOT, "static/_headers"), "utf8"),
    )
  })
})

describe("photo privacy in the built files", () => {
  it("publishes no EXIF, GPS or camera data in any image, and no original photo", async () => {
    const images = allFiles(path.join(dir, "public")).filter((f) => /\.(jpe?g|png|webp|avif|tiff?)$/i.test(f))
    expect(images.length).toBeGreaterThan(20)
    const withMetadata: string[] = []
    for (const file of images) {
      const meta = await sharp(file).metadata()
      if (meta.exif || meta.xmp || meta.iptc) withMetadata.push(path.relative(dir, file))
    }
    expect(withMetadata).toEqual([])
    const originals = new Set(
      allFiles(path.join(dir, "data"))
        .filter((f) => /\.(jpe?g|png|webp|avif|tiff?)$/i.test(f))
        .map(sha),
    )
    expect(images.filter((f) => originals.has(sha(f))).map((f) => path.relative(dir, f))).toEqual([])
  })
})

describe("adding a photo and a trip folder, then rebuilding", () => {
  it("shows 5 photos in the Bahamas gallery, with the caption from captions.json as alt text", async () => {
    const { status, text } = await html("/agent-incentives/bahamas-2012")
    expect(status).toBe(200)
    expect(text).toContain("5 photos from our amazing Bahamas adventure")
    expect((text.match(/Show photo \d+ of 5/g) ?? []).length).toBe(5)
    // 1.jpg has a caption in captions.json; the others get the default alt text.
    expect(text).toContain('aria-label="Agents on the beach at sunset. Open full screen"')
  })

  it("uses cover.jpg as the cover without counting it as a photo", async () => {
    const { text } = await html("/agent-incentives/dominican-republic-2013")
    expect(text).toContain("7 photos from our amazing Dominican Republic adventure")
    expect((text.match(/Show photo \d+ of 7/g) ?? []).length).toBe(7)
    expect(text).toMatch(/\/static\/[0-9a-f]+\/[0-9a-f]+\/cover\.(jpg|webp)/)
  })

  it("says 5 photos on the Bahamas card and lists the new trip", async () => {
    const { text } = await html("/agent-incentives")
    const card = text.slice(text.indexOf(">Bahamas</h3>"))
    expect(card).toMatch(/^>Bahamas<\/h3>.*?>5 photos</s)
    expect(text).toContain(">Aruba</h3>")
    expect(text).toContain(">0 photos<")
  })

  it("gives the new folder its own page with the no-photos message", async () => {
    const { status, text } = await html("/agent-incentives/aruba-2021")
    expect(status).toBe(200)
    expect(text).toContain("Gallery photos for Aruba 2021 will be available soon.")
    expect(text).not.toContain("Open full screen")
  })
})

describe("a gallery of 300 photos", () => {
  const publicDir = () => path.join(dir, "public")
  const gz = (file: string) => gzipSync(fs.readFileSync(file)).length

  it("sends at most 60 KB (HTML + page-data, gzip) before any interaction", () => {
    // Pages are flattened after the build: agent-incentives/{trip}.html.
    const htmlFile = path.join(publicDir(), "agent-incentives", `${BIG_TRIP}.html`)
    const dataFile = path.join(publicDir(), "page-data/agent-incentives", BIG_TRIP, "page-data.json")
    const total = gz(htmlFile) + gz(dataFile)
    console.log(`${BIG_TRIP}: HTML + page-data = ${total} bytes gzipped`)
    expect(total).toBeLessThanOrEqual(PAGE_BUDGET_BYTES)
    // The page still states the whole gallery.
    expect(fs.readFileSync(htmlFile, "utf8")).toContain(`${BIG_COUNT} photos from our amazing Grand Tour adventure`)
  })

  it("writes the other photos in content-hashed chunks that, with the first screen, cover all 300 once", () => {
    const dataFile = path.join(publicDir(), "page-data/agent-incentives", BIG_TRIP, "page-data.json")
    const result = JSON.parse(fs.readFileSync(dataFile, "utf8")).result
    const first: string[] = result.data.trip.firstPhotos.map((p: { fileName: string }) => p.fileName)
    const urls: string[] = result.pageContext.photoChunks
    expect(urls.length).toBeGreaterThan(1)
    const inChunks: string[] = []
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/static/trip-photos/${BIG_TRIP}-\\d+\\.[0-9a-f]{16}\\.json$`))
      const file = path.join(publicDir(), url)
      const chunk = JSON.parse(fs.readFileSync(file, "utf8"))
      expect(chunk.start).toBe(first.length + inChunks.length)
      // The address changes with the content.
      expect(url).toContain(createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 16))
      for (const photo of chunk.photos) {
        inChunks.push(photo.fileName)
        // Every image a chunk names was generated.
        for (const image of [photo.large, photo.thumb]) {
          expect(fs.existsSync(path.join(publicDir(), image.images.fallback.src))).toBe(true)
        }
      }
    }
    expect([...first, ...inChunks]).toEqual(Array.from({ length: BIG_COUNT }, (_, i) => `${i + 1}.jpg`))
  })

  describe("in a browser", () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
    })

    it("shows later photos' images in the gallery, the lightbox and the strip, with the counts of all 300", async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" })
      const page = await context.newPage()
      const errors: string[] = []
      page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()))
      page.on("pageerror", (error) => errors.push(error.message))
      try {
        await page.goto(`${ORIGIN}/agent-incentives/${BIG_TRIP}`, { waitUntil: "load" })
        await page.getByTestId("gallery-skeleton").waitFor({ state: "detached", timeout: 5000 })
        const strip = page.locator('[aria-label$="thumbnails"]')
        await page.waitForFunction(
          (n) => document.querySelectorAll('[aria-label$="thumbnails"] button').length === n,
          BIG_COUNT,
        )
        /** The featured photo's image once it has loaded, as its file name (e.g. 200.jpg). */
        const featuredFile = async () => {
          const img = page.locator('button[aria-label$="Open full screen"] img:not([aria-hidden])')
          await page.waitForFunction(() => {
            const i = document.querySelector<HTMLImageElement>(
              'button[aria-label$="Open full screen"] img:not([aria-hidden])',
            )
            return !!i && i.complete && i.naturalWidth > 0
          })
          return (await img.evaluate((i: HTMLImageElement) => i.currentSrc))
            .split("/")
            .pop()
            ?.replace(/\.\w+$/, "")
        }

        // ArrowLeft from the first photo wraps to the last, in the last chunk.
        await page.keyboard.press("ArrowLeft")
        await expect(featuredFile()).resolves.toBe(`${BIG_COUNT}`)
        await expect(
          page
            .getByRole("button", { name: `Grand Tour 2024, photo ${BIG_COUNT} of ${BIG_COUNT}. Open full screen` })
            .count(),
        ).resolves.toBe(1)

        // A thumbnail far along the strip.
        await strip.getByRole("button", { name: `Show photo 200 of ${BIG_COUNT}` }).click()
        await expect(featuredFile()).resolves.toBe("200")
        await page.keyboard.press("ArrowRight")
        await expect(featuredFile()).resolves.toBe("201")

        // The lightbox on that photo, then moving on inside it.
        await page.getByRole("button", { name: /Open full screen$/ }).click()
        const dialog = page.getByRole("dialog")
        await dialog.waitFor()
        await expect(page.getByTestId("lightbox-counter").textContent()).resolves.toBe(`201 / ${BIG_COUNT}`)
        for (let i = 0; i < 30; i++) await page.keyboard.press("ArrowRight")
        await expect(page.getByTestId("lightbox-counter").textContent()).resolves.toBe(`231 / ${BIG_COUNT}`)
        await page.waitForFunction(() => {
          const i = document.querySelector<HTMLImageElement>('[role="dialog"] img:not([aria-hidden])')
          return !!i && i.complete && i.naturalWidth > 0 && /\/231\.\w+$/.test(i.currentSrc)
        })
        await expect(dialog.getByText("Grand Tour 2024, photo 231 of 300", { exact: true }).count()).resolves.toBe(1)
        await page.keyboard.press("Escape")
        await dialog.waitFor({ state: "detached" })

        // Scrolling the strip by hand to photos nobody showed yet brings their thumbnails.
        await strip.evaluate((s) => s.scrollTo({ left: 56 * 100, behavior: "auto" }))
        await page.waitForFunction(() => {
          const b = document.querySelector('[aria-label$="thumbnails"] button[aria-label="Show photo 105 of 300"]')
          return !!b?.querySelector("img")
        })
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    })
  })
})

describe("one more photo in one trip, built again", () => {
  let output = ""
  beforeAll(async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c8643c" } })
      .jpeg({ quality: 70 })
      .toBuffer()
    fs.writeFileSync(path.join(dir, "data/trips/bahamas-2012/6.jpg"), photo)
    output = build()
  }, 600_000)

  it("shows the photo in that trip's gallery and on its card", async () => {
    const { text } = await html("/agent-incentives/bahamas-2012")
    expect(text).toContain("6 photos from our amazing Bahamas adventure")
    expect((text.match(/Show photo \d+ of 6/g) ?? []).length).toBe(6)
    const list = await html("/agent-incentives")
    expect(list.text.slice(list.text.indexOf(">Bahamas</h3>"))).toMatch(/^>Bahamas<\/h3>.*?>6 photos</s)
  })

  it("runs the queries of that trip's pages again, not those of every gallery", () => {
    // Its gallery and the list of trips; the other seven galleries' queries are left as they were.
    const rerun = /run queries in workers - [\d.]+s - (\d+)\/\d+/.exec(output)
    expect(rerun).not.toBeNull()
    expect(Number(rerun?.[1])).toBe(2)
  })
})

describe("a change to the styles alone, built again", () => {
  let output = ""
  const tokens = () => path.join(dir, "src/styles/tokens.css")
  beforeAll(() => {
    const css = fs.readFileSync(tokens(), "utf8")
    expect(css).toMatch(/--color-cream: #[0-9a-f]{6};/i)
    fs.writeFileSync(tokens(), css.replace(/--color-cream: #[0-9a-f]{6};/i, "--color-cream: #fdf6e9;"))
    output = build()
  }, 600_000)

  it("renders the pages again with the new rules inline, under the new files' names", async () => {
    expect(output).not.toContain("There are no new or changed html files to build")
    const { text } = await html("/faq")
    expect(text).toContain("--color-cream:#fdf6e9")
    const stats = fs.readFileSync(path.join(dir, "public/webpack.stats.json"), "utf8")
    const inlined = [...text.matchAll(/<style data-href="\/([^"]+\.css)"/g)].map((m) => m[1])
    expect(inlined.length).toBeGreaterThan(0)
    for (const name of inlined) expect(stats).toContain(`"${name}"`)
  })

  it("so the browser finds every stylesheet in the page and adds none as it starts", async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await page.goto(`${ORIGIN}/faq`)
      await page.waitForSelector("html[data-hydrated]")
      await expect(page.locator('link[rel="stylesheet"]').count()).resolves.toBe(0)
    } finally {
      await browser.close()
    }
  })
})

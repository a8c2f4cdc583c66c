/**
 * The live build, as the host runs it, and builds that keep Gatsby's cache, as the hosts
 * do, on the suite's own copy of the project (support/site.ts), after its clean build of
 * the sample site: `npm run build:live` refuses the sample site before building anything;
 * the agency's data (every sample replaced, every fact filled in, and edits of a colour, a
 * text, a person, a trip, a caption and its photos, and a careers page's heading in
 * Spanish, which builds that page in Spanish too) then builds live with the cache, with
 * its facts on the pages and its phone numbers in the footer and in the text of both PDFs;
 * and the sample's data, put back, builds with the cache again: no value of the agency's is
 * left anywhere in public/, and every file is the clean build's, webpack's compilation hash
 * aside.
 */
import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import { BLUEPRINT_PDF, SURVEY_PDF } from "../../src/lib/lead-magnets"
import { fillLiveFacts } from "../fixtures/live-data"
import { editData, readData } from "../fixtures/data-files"
import { pdfText } from "../fixtures/pdf-text"
import { E2E_SITE_BUILD_ENV } from "./support/build"
import { E2E_DATA, E2E_PUBLIC, E2E_SITE } from "./support/site"

/** Every file under `dir`, relative to it, with /. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join("/"))
    .sort()
}

/** What a file of public/ says, as text: a PDF's drawn text, nothing of an image or a font. */
function textOf(file: string): string {
  if (/\.(png|jpe?g|webp|avif|gif|ico|woff2?)$/i.test(file)) return ""
  const bytes = fs.readFileSync(file)
  return file.endsWith(".pdf") ? pdfText(bytes) : bytes.toString("utf8")
}

/**
 * A file of public/ as the comparison reads it. Webpack's compilation hash, which Gatsby
 * writes into every page and app-data.json, differs between a clean webpack build and one
 * that reuses webpack's cache, even from the same sources (the bundles are equal, compared
 * as they are); so it is left out, with the policies' hashes of the inline script holding it.
 */
function comparable(publicDir: string, file: string): string {
  const bytes = fs.readFileSync(path.join(publicDir, file))
  if (!/\.(html|json)$/.test(file)) return bytes.toString("base64")
  const hash = JSON.parse(
    fs.readFileSync(path.join(publicDir, "page-data/app-data.json"), "utf8"),
  ).webpackCompilationHash
  return bytes
    .toString("utf8")
    .replaceAll(hash, "(compilation hash)")
    .replace(/'sha256-[^']+'/g, "(script hash)")
}

const dir = E2E_SITE
/** The sample's data, as the clean build read it. */
const sample = E2E_DATA
/** Puts the sample's data back in the copy (an interrupted run may have left the agency's). */
function restoreSample(): void {
  fs.rmSync(path.join(dir, "data"), { recursive: true })
  fs.cpSync(sample, path.join(dir, "data"), { recursive: true })
}
beforeAll(restoreSample)
/** Terminal colour codes in a build's output. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g")
/**
 * Runs `command` (by default `npx gatsby build`) in the copy with the environment of the
 * suite's clean build, and gives its exit status and its output without colour codes. The
 * build leads a session of its own, which Linux schedules as a group beside the browsers of
 * the other test files (and `npm test` lets those give way): these builds, one after the
 * other, are the longest chain of the suite.
 */
function build(
  command: readonly string[] = ["npx", "gatsby", "build"],
): Promise<{ status: number | null; output: string }> {
  const [program, ...args] = command
  const child = spawn(program, args, {
    cwd: dir,
    env: { ...process.env, ...E2E_SITE_BUILD_ENV },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  const chunks: Buffer[] = []
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk))
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk))
  // In a session of its own, the build is out of reach of what stops the run (Ctrl+C goes to
  // the terminal's process group, `npm test` stops the groups it started): it is stopped here.
  const stopBuild = (signal: NodeJS.Signals) => {
    process.kill(-(child.pid as number), "SIGTERM")
    process.exit(signal === "SIGINT" ? 130 : 143)
  }
  const signals = ["SIGINT", "SIGTERM"] as const
  for (const signal of signals) process.once(signal, stopBuild)
  return new Promise((resolve, reject) => {
    child.on("error", reject)
    child.on("close", (status) => {
      for (const signal of signals) process.off(signal, stopBuild)
      resolve({ status, output: Buffer.concat(chunks).toString("utf8").replace(ANSI_COLOURS, "") })
    })
  })
}
/** A build's time limit: far above what any takes, so that a slower machine passes too. */
const COPY_BUILD_TIMEOUT = 20 * 60 * 1000

const json = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, "data", file), "utf8"))
const writeJson = (file: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, "data", file), JSON.stringify(value, null, 2))
const built = (file: string) => fs.readFileSync(path.join(dir, "public", file), "utf8")
/** The agency's values, each with the page that shows it (or none: the PDFs): none may be left once the sample's data is back. */
const agency: { value: string; page?: string }[] = []
/** The agency's own numbers: the footer shows the main one, the PDFs the toll-free one. */
const [phone, tollFree] = ["(559) 555-0177", "(866) 555-0123"]

it(
  "refuses the sample site, listing what must change, and builds nothing",
  async () => {
    const home = path.join(dir, "public/index.html")
    const before = fs.statSync(home).mtimeMs
    const { status, output } = await build(["npm", "run", "build:live"])
    expect(status).not.toBe(0)
    expect(output).toMatch(/things must change before this site can go live/)
    expect(output).toMatch(/data\/site\.json, licenseNumber:/)
    expect(output).not.toMatch(/Done building/)
    expect(fs.statSync(home).mtimeMs).toBe(before)
  },
  COPY_BUILD_TIMEOUT,
)

describe("the agency's own data, built live after the sample with the cache, then the sample's again", () => {
  beforeAll(() => {
    fillLiveFacts(path.join(dir, "data"))
    agency.push({ value: "license no. 0A00000", page: "index.html" })
    agency.push({ value: "median net earnings of all 312 agents", page: "our-team.html" })
    agency.push({ value: "https://booking.example", page: "tl-booking.html" })
    // A fact, and a colour.
    editData(path.join(dir, "data"), "site.json", (site) => {
      expect([site.phone, site.tollFreePhone]).not.toContain(phone)
      Object.assign(site, { phone, tollFreePhone: tollFree, brand: { ...site.brand, navy700: "#1f3f70" } })
    })
    agency.push({ value: phone, page: "faq.html" }, { value: tollFree }, { value: "#1f3f70", page: "index.html" })
    // A text.
    editData(path.join(dir, "data"), "faq.json", (faq) => {
      faq.hero.lead = "Plain answers about coverage and careers."
    })
    agency.push({ value: "Plain answers about coverage and careers.", page: "faq.html" })
    // A careers page given its heading in Spanish: it is built in Spanish too.
    const quote = json("quote.json")
    writeJson("quote.json", {
      ...quote,
      es: { ...quote.es, requestInfo: { hero: { title: "Pida más información sobre la carrera" } } },
    })
    agency.push({ value: "Pida más información sobre la carrera", page: "es/request-info.html" })
    // A person.
    const people = json("people.json")
    const terrence = people.people.find((p: { key: string }) => p.key === "terrence-holloway")
    terrence.name = "Terrence Hollis"
    terrence.photoAlt = "Illustrated portrait of Terrence Hollis"
    writeJson("people.json", people)
    agency.push({ value: "Terrence Hollis", page: "our-team.html" })
    // A trip, and a phone's photo added to it with a caption.
    const trip = json("trips/bahamas-2012/trip.json")
    const description = "Twenty-two agents spent five days on the islands after a year of steady work."
    const caption = "Snorkelling off the reef on the last morning"
    writeJson("trips/bahamas-2012/trip.json", {
      ...trip,
      description,
      captions: [...(trip.captions ?? []), { photo: "IMG_7731.HEIC", caption }],
    })
    const tripDir = path.join(dir, "data/trips/bahamas-2012")
    fs.copyFileSync(path.join(__dirname, "../fixtures/trip-photo.heic"), path.join(tripDir, "IMG_7731.HEIC"))
    agency.push(
      { value: description, page: "agent-incentives/bahamas-2012.html" },
      { value: caption, page: "page-data/agent-incentives/bahamas-2012/page-data.json" },
      { value: "IMG_7731", page: "agent-incentives/bahamas-2012.html" },
    )
    // Another trip's one photo replaced by another.
    const hawaii = path.join(dir, "data/trips/hawaii-2016")
    const [photo] = fs.readdirSync(hawaii).filter((file) => /\.jpe?g$/i.test(file))
    fs.renameSync(path.join(hawaii, photo), path.join(hawaii, "luau-night.jpg"))
    agency.push({ value: "luau-night", page: "agent-incentives/hawaii-2016.html" })
  }, COPY_BUILD_TIMEOUT)

  it(
    "builds it live, with its license, typical earnings and edits on the pages, its numbers in the footer and the PDFs",
    async () => {
      const { status, output } = await build(["npm", "run", "build:live"])
      if (status !== 0) console.error(output.slice(-4000))
      expect(status).toBe(0)
      expect(output).toMatch(/Nothing stands in the way of a live build/)
      expect(agency.filter(({ value, page }) => page && !built(page).includes(value))).toEqual([])
      expect(built("agent-incentives/bahamas-2012.html")).toMatch(/5 photos[\s\S]*\/IMG_7731\.jpg/)
      const home = built("index.html")
      expect(home.slice(home.indexOf("<footer"))).toContain(phone)
      expect(built("our-team.html")).not.toMatch(/has not yet published the median net earnings/)
      // The careers page in Spanish: its language, its alternates both ways, and the menus' link to it.
      expect(built("es/request-info.html")).toMatch(/<html[^>]* lang="es"/)
      expect(built("request-info.html")).toMatch(/hreflang="es" href="[^"]*\/es\/request-info"/)
      expect(built("sitemap-0.xml")).toMatch(/hreflang="es" href="[^"]*\/es\/request-info"/)
      const sampleTollFree = readData(sample, "site.json").tollFreePhone
      for (const pdf of [BLUEPRINT_PDF.path, SURVEY_PDF.path]) {
        const text = pdfText(fs.readFileSync(path.join(dir, "public", pdf)))
        expect(text).toContain(tollFree)
        expect(text).not.toContain(sampleTollFree)
      }
    },
    COPY_BUILD_TIMEOUT,
  )

  it(
    "built again with the cache from the sample's data, keeps no value of the agency's and writes the files of the sample's clean build",
    async () => {
      restoreSample()
      const { status, output } = await build()
      if (status !== 0) console.error(output.slice(-4000))
      expect(status).toBe(0)
      const [clean, cached] = [E2E_PUBLIC, path.join(dir, "public")]
      const left = filesUnder(cached).flatMap((file) => {
        const text = textOf(path.join(cached, file)).toLowerCase()
        return agency.filter(({ value }) => text.includes(value.toLowerCase())).map(({ value }) => `${file}: ${value}`)
      })
      expect(left).toEqual([])
      expect(filesUnder(cached)).toEqual(filesUnder(clean))
      expect(filesUnder(clean).filter((file) => comparable(clean, file) !== comparable(cached, file))).toEqual([])
    },
    COPY_BUILD_TIMEOUT,
  )
})

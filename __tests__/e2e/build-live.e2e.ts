/**
 * The live build, as the host runs it, and the builds after it that keep Gatsby's cache
 * (as the hosts do): `npm run build:live` refuses the sample site before building anything,
 * and builds a copy whose data an agency has made its own (every sample replaced, every fact
 * filled in), with those facts on the pages and its phone numbers in the footer and in the
 * text of both PDFs. The office then edits several kinds of data and the host builds again
 * with the cache: no old value is left anywhere in public/. Put back as it was, the data
 * builds (cached again) into the files of the first, clean build, webpack's compilation
 * hash aside.
 */
import fs from "fs"
import path from "path"
import { copyProject } from "../../scripts/copy-project.cjs"
import { BLUEPRINT_PDF, SURVEY_PDF } from "../../src/lib/lead-magnets"
import { fillLiveFacts } from "../fixtures/live-data"
import { pdfText } from "../fixtures/pdf-text"
import { buildCopy, COPY_BUILD_TIMEOUT } from "./support/copy-build"
import { keepOnePhotoPerTrip } from "./support/trim-photos"

const ROOT = path.resolve(__dirname, "../..")

/** Drops a phone's HEIC photo (96 × 64) into a trip folder, after the one photo it kept: the gallery shows it second. */
function addPhonePhoto(tripDir: string): void {
  fs.copyFileSync(path.join(__dirname, "../fixtures/trip-photo.heic"), path.join(tripDir, "IMG_7731.HEIC"))
}

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

const dirs: string[] = []
// E2E_KEEP_COPIES=1 keeps the copies, to look into a failure.
afterAll(() => process.env.E2E_KEEP_COPIES || dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

it(
  "refuses the sample site, listing what must change, and builds nothing",
  () => {
    const dir = copyProject(ROOT, "site-live-sample-")
    dirs.push(dir)
    const { status, output } = buildCopy(dir, ["npm", "run", "build:live"])
    expect(status).not.toBe(0)
    expect(output).toMatch(/things must change before this site can go live/)
    expect(output).toMatch(/data\/site\.json, licenseNumber:/)
    expect(fs.existsSync(path.join(dir, "public/index.html"))).toBe(false)
  },
  COPY_BUILD_TIMEOUT,
)

describe("an agency's own data, built live and then again with the cache", () => {
  let dir = ""
  const json = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, "data", file), "utf8"))
  const writeJson = (file: string, value: unknown) =>
    fs.writeFileSync(path.join(dir, "data", file), JSON.stringify(value, null, 2))
  /** The agency's own numbers: the footer shows the main one, the PDFs the toll-free one. */
  const [phone, tollFree] = ["(559) 555-0177", "(866) 555-0123"]
  const built = (file: string) => fs.readFileSync(path.join(dir, "public", file), "utf8")

  beforeAll(() => {
    dir = copyProject(ROOT, "site-live-")
    dirs.push(dir)
    fillLiveFacts(path.join(dir, "data"))
    const site = json("site.json")
    expect([site.phone, site.tollFreePhone]).not.toContain(phone)
    expect([site.phone, site.tollFreePhone]).not.toContain(tollFree)
    writeJson("site.json", { ...site, phone, tollFreePhone: tollFree })
    keepOnePhotoPerTrip(path.join(dir, "data/trips"))
    addPhonePhoto(path.join(dir, "data/trips/bahamas-2012"))
  })

  it(
    "builds an agency's own data, with its license and typical earnings on the pages, its numbers in the footer and the PDFs",
    () => {
      const sampleTollFree = JSON.parse(fs.readFileSync(path.join(ROOT, "data/site.json"), "utf8")).tollFreePhone
      const { status, output } = buildCopy(dir, ["npm", "run", "build:live"])
      if (status !== 0) console.error(output.slice(-4000))
      expect(status).toBe(0)
      expect(output).toMatch(/Nothing stands in the way of a live build/)
      const home = built("index.html")
      expect(home).toContain("license no. 0A00000")
      expect(built("agent-incentives/bahamas-2012.html")).toMatch(/2 photos[\s\S]*\/IMG_7731\.jpg/)
      expect(home.slice(home.indexOf("<footer"))).toContain(phone)
      for (const pdf of [BLUEPRINT_PDF.path, SURVEY_PDF.path]) {
        const text = pdfText(fs.readFileSync(path.join(dir, "public", pdf)))
        expect(text).toContain(tollFree)
        expect(text).not.toContain(sampleTollFree)
      }
      const team = built("our-team.html")
      expect(team).toContain("median net earnings of all 312 agents")
      expect(team).not.toMatch(/has not yet published the median net earnings/)
      // Kept for the last test: the clean build and the data it was built from.
      fs.cpSync(path.join(dir, "public"), path.join(dir, "public-clean"), { recursive: true })
      fs.cpSync(path.join(dir, "data"), path.join(dir, "data-clean"), { recursive: true })
    },
    COPY_BUILD_TIMEOUT,
  )

  it(
    "leaves no old value anywhere in public/ after the office edits a fact, a colour, a text, a person, a trip and its photos",
    () => {
      /** Each edit, with the old value that must be gone and the new one that must be shown on `page`. */
      const edits: { old: string; now: string; page: string }[] = []
      const site = json("site.json")
      edits.push({ old: phone, now: "(559) 555-0188", page: "faq.html" })
      edits.push({ old: site.brand.navy700, now: "#1f3f70", page: "index.html" })
      writeJson("site.json", { ...site, phone: "(559) 555-0188", brand: { ...site.brand, navy700: "#1f3f70" } })

      const faq = json("faq.json")
      edits.push({ old: faq.hero.lead, now: "Plain answers about coverage and careers.", page: "faq.html" })
      writeJson("faq.json", { ...faq, hero: { ...faq.hero, lead: "Plain answers about coverage and careers." } })

      const people = json("people.json")
      const terrence = people.people.find((p: { key: string }) => p.key === "terrence-holloway")
      edits.push({ old: terrence.name, now: "Terrence Hollis", page: "our-team.html" })
      terrence.name = "Terrence Hollis"
      terrence.photoAlt = "Illustrated portrait of Terrence Hollis"
      writeJson("people.json", people)

      const trip = json("trips/bahamas-2012/trip.json")
      const description = "Twenty-two agents spent five days on the islands after a year of steady work."
      edits.push({ old: trip.description, now: description, page: "agent-incentives/bahamas-2012.html" })
      writeJson("trips/bahamas-2012/trip.json", { ...trip, description })
      // The phone's photo is taken out again: its picture and its count go with it.
      fs.rmSync(path.join(dir, "data/trips/bahamas-2012/IMG_7731.HEIC"))
      edits.push({ old: "IMG_7731", now: "1 photo", page: "agent-incentives/bahamas-2012.html" })

      const { status, output } = buildCopy(dir)
      if (status !== 0) console.error(output.slice(-4000))
      expect(status).toBe(0)
      for (const { now, page } of edits)
        expect({ page, shows: built(page).includes(now) }).toEqual({ page, shows: true })
      const publicDir = path.join(dir, "public")
      const left = filesUnder(publicDir).flatMap((file) => {
        const text = textOf(path.join(publicDir, file))
        return edits
          .filter(({ old }) => text.toLowerCase().includes(old.toLowerCase()))
          .map(({ old }) => `${file}: ${old}`)
      })
      expect(left).toEqual([])
    },
    COPY_BUILD_TIMEOUT,
  )

  it(
    "builds the first data again, with the cache, into exactly the files of its clean build",
    () => {
      fs.rmSync(path.join(dir, "data"), { recursive: true })
      fs.cpSync(path.join(dir, "data-clean"), path.join(dir, "data"), { recursive: true })
      const { status, output } = buildCopy(dir)
      if (status !== 0) console.error(output.slice(-4000))
      expect(status).toBe(0)
      const [clean, cached] = [path.join(dir, "public-clean"), path.join(dir, "public")]
      expect(filesUnder(cached)).toEqual(filesUnder(clean))
      // Webpack's compilation hash, which Gatsby writes into every page and app-data.json,
      // differs between a clean build and one that reuses webpack's cache, even from the
      // same sources; the bundles themselves are equal (compared below). So each file is
      // compared with that hash, and the policies' hashes of the inline script holding it,
      // left out.
      const hashOf = (publicDir: string) =>
        JSON.parse(fs.readFileSync(path.join(publicDir, "page-data/app-data.json"), "utf8")).webpackCompilationHash
      const comparable = (publicDir: string, file: string) => {
        const bytes = fs.readFileSync(path.join(publicDir, file))
        if (!/\.(html|json)$/.test(file)) return bytes.toString("base64")
        return bytes
          .toString("utf8")
          .replaceAll(hashOf(publicDir), "(compilation hash)")
          .replace(/'sha256-[^']+'/g, "(script hash)")
      }
      const differ = filesUnder(clean).filter((file) => comparable(clean, file) !== comparable(cached, file))
      expect(differ).toEqual([])
    },
    COPY_BUILD_TIMEOUT,
  )
})

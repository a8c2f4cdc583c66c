/**
 * The live build, as the host runs it: `npm run build:live` refuses the sample site before
 * building anything, and builds a copy whose data an agency has made its own (every sample
 * replaced, every fact filled in), with those facts on the pages and its phone numbers in
 * the footer and in the text of both PDFs.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { copyProject } from "../../scripts/copy-project.cjs"
import { BLUEPRINT_PDF, SURVEY_PDF } from "../../src/lib/lead-magnets"
import { fillLiveFacts } from "../fixtures/live-data"
import { pdfText } from "../fixtures/pdf-text"
import { keepOnePhotoPerTrip } from "./support/trim-photos"

const ROOT = path.resolve(__dirname, "../..")

/** Runs `npm run build:live` in `dir`, with the output as one string. */
function buildLive(dir: string) {
  const res = spawnSync("npm", ["run", "build:live"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GRAPHQL_TYPEGEN: "off", CI: "true" },
    timeout: 5 * 60 * 1000,
  })
  return { status: res.status, output: `${res.stdout}\n${res.stderr}` }
}

/** Drops a phone's HEIC photo (96 × 64) into a trip folder, after the one photo it kept: the gallery shows it second. */
function addPhonePhoto(tripDir: string): void {
  fs.copyFileSync(path.join(__dirname, "../fixtures/trip-photo.heic"), path.join(tripDir, "IMG_0042.HEIC"))
}

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

it("refuses the sample site, listing what must change, and builds nothing", () => {
  const dir = copyProject(ROOT, "site-live-sample-")
  dirs.push(dir)
  const { status, output } = buildLive(dir)
  expect(status).not.toBe(0)
  expect(output).toMatch(/things must change before this site can go live/)
  expect(output).toMatch(/data\/site\.json, licenseNumber:/)
  expect(fs.existsSync(path.join(dir, "public/index.html"))).toBe(false)
})

it("builds an agency's own data, with its license and typical earnings on the pages, its numbers in the footer and the PDFs", () => {
  const dir = copyProject(ROOT, "site-live-")
  dirs.push(dir)
  fillLiveFacts(path.join(dir, "data"))
  // The agency's own numbers: the footer shows the main one, the PDFs the toll-free one.
  const siteFile = path.join(dir, "data/site.json")
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8"))
  const [phone, tollFree] = ["(559) 555-0177", "(866) 555-0123"]
  expect([site.phone, site.tollFreePhone]).not.toContain(phone)
  expect([site.phone, site.tollFreePhone]).not.toContain(tollFree)
  fs.writeFileSync(siteFile, JSON.stringify({ ...site, phone, tollFreePhone: tollFree }, null, 2))
  keepOnePhotoPerTrip(path.join(dir, "data/trips"))
  addPhonePhoto(path.join(dir, "data/trips/bahamas-2012"))
  const { status, output } = buildLive(dir)
  if (status !== 0) console.error(output.slice(-4000))
  expect(status).toBe(0)
  expect(output).toMatch(/Nothing stands in the way of a live build/)
  const home = fs.readFileSync(path.join(dir, "public/index.html"), "utf8")
  expect(home).toContain("license no. 0A00000")
  expect(fs.readFileSync(path.join(dir, "public/agent-incentives/bahamas-2012.html"), "utf8")).toMatch(
    /2 photos[\s\S]*\/IMG_0042\.jpg/,
  )
  expect(home.slice(home.indexOf("<footer"))).toContain(phone)
  for (const pdf of [BLUEPRINT_PDF.path, SURVEY_PDF.path]) {
    const text = pdfText(fs.readFileSync(path.join(dir, "public", pdf)))
    expect(text).toContain(tollFree)
    expect(text).not.toContain(site.tollFreePhone)
  }
  const team = fs.readFileSync(path.join(dir, "public/our-team.html"), "utf8")
  expect(team).toContain("median net earnings of all 312 agents")
  expect(team).not.toMatch(/has not yet published the median net earnings/)
})

/**
 * The browser editor (/admin/, Decap CMS) end to end, as a curator uses it: decap-server
 * on a copy of the project, the editor from the suite's production build (built with
 * CMS_LOCAL_BACKEND pointing at that decap-server, as `npm run cms` does). What the editor
 * saved is then read as the build reads data/: the build's checks must pass, the trip
 * galleries come out as a curator meant them, and a portrait is where its stored path
 * says. (How data becomes pages, on a clean build and on one that keeps the cache, is the
 * live build's test: build-live.e2e.ts; that the PDFs carry data/site.json's numbers as
 * edited, __tests__/node/pdfs.test.ts's; that the editor leaves the generated zip lists out
 * and says so, __tests__/node/cms-config.test.ts's.)
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { Browser, Page, Request } from "playwright-core"
import { copyProject } from "../../scripts/copy-project.cjs"
import { checkData } from "../../src/node/features"
import { shippedFacts } from "../fixtures/saved-data"
import { fillTokens } from "../../src/lib/text"
import { siteCollection } from "../../src/node/site"
import { captionsByPhoto, checkPhotoReadable, tripPhotoEntries, validateTrips } from "../../src/node/trips/photos"
import { launchBrowser, until } from "./support/browser"
import { CMS_PORT, SITE_ORIGIN } from "./support/env"
import { stopProcess } from "./support/process"
import { readData } from "../fixtures/data-files"

/** The trip the editor adds photos to. */
const EDITED_TRIP = "bahamas-2012"
/** The person the editor gives a portrait (one without a photo), by place in data/people.json. */
const PORTRAIT_PERSON = 9
/** The trip a phone's HEIC photo is uploaded to, and what the curator says of it. */
const HEIC_TRIP = "hawaii-2016"
const HEIC_CAPTION = "Snorkelling off the north shore"
/** The agency's new numbers and closing time, as the office manager types them. */
const NEW_PHONE = "(559) 555-0177"
const NEW_TOLL_FREE = "(888) 555-0123"
const NEW_CLOSE = { close: "5:00 PM", openingHoursSpec: "Mo-Fr 08:00-17:00" }

const ROOT = path.resolve(__dirname, "../..")
const CMS_API = `http://127.0.0.1:${CMS_PORT}/api/v1`

let dir = ""
let photos = ""
let decap: ChildProcess
let browser: Browser
let page: Page
/** Problems the editor's page reported: errors, uncaught exceptions, policy violations. */
const problems: string[] = []
/** What the editor asked decap-server to do, in order. */
const actions: string[] = []
/** The editor's addresses and the questions it asked, in order: a failed move to an entry reports the last few. */
const trail: string[] = []

/** Starts decap-server on the copy, bound to 127.0.0.1, and resolves once it says it listens. */
function startDecapServer(repo: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/decap-server/dist/index.js")], {
    cwd: repo,
    env: { ...process.env, PORT: String(CMS_PORT), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repo, MODE: "fs" },
  })
  return new Promise((resolve, reject) => {
    // Both streams, so that a server that stops says why (a port already taken is on stderr).
    let output = ""
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (/listening on 127\.0\.0\.1:/.test(output)) resolve(child)
    }
    child.stdout?.on("data", collect)
    child.stderr?.on("data", collect)
    child.on("exit", (code) => reject(new Error(`decap-server stopped (${code}): ${output}`)))
  })
}

/** A small photo of one colour, as a curator's upload. */
async function makePhoto(name: string, colour: string): Promise<string> {
  const sharp = (await import("sharp")).default
  const file = path.join(photos, name)
  await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg({ quality: 70 })
    .toFile(file)
  return file
}

/** A file the editor saved, as the build reads it: the English of a file in two languages. */
const readJson = (rel: string) => readData(dir, rel)

/**
 * Opens an entry of the editor (a hash route, such as `trips/entries/<trip>/trip` or
 * `trips/new`) as a curator does: from its collection's list, by the entry's link, and waits
 * until its fields are on screen. (The editor is loaded once: each load costs seconds of a
 * core. A bare change of the hash from one entry to another leaves Decap showing the new
 * entry with empty fields.)
 */
/** A field of an open entry as the English column shows it (a file in two languages also holds a hidden copy for its Spanish). */
const englishField = (field: string) => page.locator(`[id^="${field}-field"]`).filter({ visible: true })

async function openEntry(route: string, field: string): Promise<void> {
  const collection = route.split("/")[0]
  await page.evaluate((hash) => (location.hash = hash), `#/collections/${collection}`)
  try {
    await page.locator(`a[href$="#/collections/${route}"]`).first().click()
    await page.locator(`[id^="${field}-field"]`).first().waitFor()
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe editor's last moves: ${trail.slice(-8).join(" → ")}`)
  }
}

/**
 * The office's guide (docs/editing.md) shows the editor as these tests leave it: with
 * EDITOR_GUIDE_SHOTS set to a folder (`npm run guide:shots` sets docs/images), each step
 * the guide pictures is saved there as `editing-<name>.jpg`. Otherwise nothing is saved.
 */
async function shot(name: string): Promise<void> {
  const folder = process.env.EDITOR_GUIDE_SHOTS
  if (folder) await page.screenshot({ path: path.join(ROOT, folder, `editing-${name}.jpg`), type: "jpeg", quality: 70 })
}

/** Publishes the open entry (simple mode: decap-server on files has no drafts) and waits for the save. */
async function publishNow(picture?: string): Promise<void> {
  const saved = page.waitForRequest((r) => r.url() === CMS_API && r.postDataJSON()?.action === "persistEntry")
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  if (picture) await shot(picture)
  await page.getByText("Publish now", { exact: true }).click()
  const response = await (await saved).response()
  expect(response?.status()).toBe(200)
  await page.getByText(/^changes saved$/i).waitFor()
  // A new entry, once saved, moves from its collection's /new to its own address, after the
  // notice: an entry opened before that move would be taken away from the next test.
  await until(page, () => !location.hash.endsWith("/new"))
}

/** The name the editor stores an upload under: a phone's IMG_0042.HEIC becomes img_0042.heic. */
const storedName = (file: string) => path.basename(file).toLowerCase()

/**
 * In the media library of the open entry (opened from a caption's image field): uploads
 * `others` and then `chosen` (each appears as a card; the library selects the last one
 * uploaded) and chooses `chosen` for that caption.
 */
async function uploadAndChoose(others: string[], chosen: string): Promise<void> {
  await page.getByRole("button", { name: "Choose a file" }).last().click()
  for (const file of [...others, chosen]) {
    await page.locator('input[type="file"]').setInputFiles(file)
    await page.getByText(storedName(file), { exact: true }).waitFor()
  }
  await shot("trip-photos")
  await page.getByRole("button", { name: "Choose selected" }).click()
}

beforeAll(async () => {
  dir = copyProject(ROOT, "cms-e2e-")
  photos = fs.mkdtempSync(path.join(os.tmpdir(), "cms-photos-"))
  decap = await startDecapServer(dir)
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`${msg.text()} (${msg.location().url})`)
  })
  // A save the editor refuses ends in a rejection without a reason (Decap's own way); any other is a problem.
  page.on("pageerror", (error) => error.message !== "undefined" && problems.push(`Uncaught: ${error.message}`))
  // The editor asks before deleting media, and before leaving an entry with unsaved changes: yes.
  page.on("dialog", (dialog) => {
    trail.push(`asked "${dialog.message()}"`)
    void dialog.accept()
  })
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) trail.push(new URL(frame.url()).hash || "(no hash)")
  })
  page.on("request", (r: Request) => {
    if (r.url() === CMS_API) actions.push(r.postDataJSON()?.action)
  })
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP: ${e.violatedDirective} blocked ${e.blockedURI}`),
    ),
  )
  // The editor's script is megabytes: on a busy machine its load may outlast Playwright's
  // 30 s, so the first load waits as long as the suite's time limit allows.
  await page.goto(`${SITE_ORIGIN}/admin/`, { timeout: 0 })
  // The local backend asks for no account: its button signs in at once.
  await shot("sign-in")
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: "Incentive trips" }).waitFor()
  await shot("collections")
})

afterAll(async () => {
  await browser?.close()
  await stopProcess(decap)
  for (const d of [dir, photos]) if (d) fs.rmSync(d, { recursive: true, force: true })
})

describe("the browser editor", () => {
  it("adds two photos to a trip and captions one, then removes one of its photos: the photos land in the trip's own folder, and the removed one leaves it", async () => {
    await openEntry(`trips/entries/${EDITED_TRIP}/trip`, "destination")
    const harbour = await makePhoto("harbour-cruise.jpg", "#3a7bd5")
    const dinner = await makePhoto("team-dinner.jpg", "#d29b3a")
    await page.getByRole("button", { name: "Add captions" }).click()
    await uploadAndChoose([harbour], dinner)
    await page.locator('[id^="caption-field"]').last().fill("Team dinner on the harbour")
    await publishNow()

    const folder = path.join(dir, "data/trips", EDITED_TRIP)
    expect(fs.readdirSync(folder).sort()).toEqual([
      "1.jpg",
      "2.jpg",
      "3.jpg",
      "4.jpg",
      "harbour-cruise.jpg",
      "team-dinner.jpg",
      "trip.json",
    ])
    expect(readJson(`data/trips/${EDITED_TRIP}/trip.json`).captions).toEqual([
      { photo: "team-dinner.jpg", caption: "Team dinner on the harbour" },
    ])

    // In the same entry, as saved: a new caption's photo opens the media library of the
    // entry, the trip's own photos. (The caption itself is left unsaved.)
    await page.getByRole("button", { name: "Add captions" }).click()
    await page.getByRole("button", { name: "Choose a file" }).last().click()
    await page.getByText("4.jpg", { exact: true }).click()
    const deleted = page.waitForRequest((r) => r.url() === CMS_API && /^delete/.test(r.postDataJSON()?.action ?? ""))
    await page.getByRole("button", { name: "Delete selected" }).click()
    expect((await (await deleted).response())?.status()).toBe(200)
    await page.getByText("4.jpg", { exact: true }).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Close", exact: true }).click()
    await page.getByRole("button", { name: "Delete selected" }).waitFor({ state: "detached" })
    expect(fs.readdirSync(path.join(dir, "data/trips", EDITED_TRIP)).sort()).toEqual([
      "1.jpg",
      "2.jpg",
      "3.jpg",
      "harbour-cruise.jpg",
      "team-dinner.jpg",
      "trip.json",
    ])
  })

  it("uploads a phone's HEIC photo to a trip and captions it: the file lands in the trip's folder as sent", async () => {
    await openEntry(`trips/entries/${HEIC_TRIP}/trip`, "destination")
    const heic = path.join(photos, "IMG_0042.HEIC")
    fs.copyFileSync(path.join(ROOT, "__tests__/fixtures/trip-photo.heic"), heic)
    await page.getByRole("button", { name: "Add captions" }).click()
    await uploadAndChoose([], heic)
    await page.locator('[id^="caption-field"]').last().fill(HEIC_CAPTION)
    await publishNow()

    const saved = path.join(dir, "data/trips", HEIC_TRIP, storedName(heic))
    expect(fs.readFileSync(saved)).toEqual(fs.readFileSync(heic))
    expect(readJson(`data/trips/${HEIC_TRIP}/trip.json`).captions).toContainEqual({
      photo: storedName(heic),
      caption: HEIC_CAPTION,
    })
  })

  it("gives a person a portrait: it lands in data/people/ and is stored as the path from data/people.json", async () => {
    const before = readJson("data/people.json").people[PORTRAIT_PERSON]
    expect(before.photo).toBeUndefined()
    await openEntry("people/entries/people", "people")
    // The people are a collapsed list: open the one to edit (its first button, beside its key).
    await page.getByText(before.key, { exact: true }).locator("..").getByRole("button").first().click()
    await page.getByRole("button", { name: "Choose an image" }).click()
    // The window shows the portraits' folder, not a trip's or data/'s.
    await page.getByText("marisol-vega.jpg", { exact: true }).waitFor()
    const portrait = await makePhoto("marcus-portrait.jpg", "#7a5c3a")
    await page.locator('input[type="file"]').setInputFiles(portrait)
    await page.getByText("marcus-portrait.jpg", { exact: true }).waitFor()
    await shot("portrait")
    await page.getByRole("button", { name: "Choose selected" }).click()
    // Collapsed people keep their boxes in the page, hidden: the open one is the visible one.
    await page.locator('[id^="photoAlt-field"]:visible').fill(`Portrait of ${before.name}`)
    await publishNow()

    const saved = readJson("data/people.json").people[PORTRAIT_PERSON]
    expect(saved).toMatchObject({ photo: "people/marcus-portrait.jpg", photoAlt: `Portrait of ${before.name}` })
    // The stored path, read from the data file's own folder as the build reads it, is the upload.
    const file = path.join(path.dirname(path.join(dir, "data/people.json")), saved.photo)
    expect(fs.readFileSync(file)).toEqual(fs.readFileSync(portrait))
    // Nothing landed among the data files.
    expect(fs.readdirSync(path.join(dir, "data")).filter((f) => /\.(jpe?g|png|webp)$/i.test(f))).toEqual([])
  })

  it("previews the home page's text with the site's facts filled in, as the pages show it; refuses to save it with its headline empty, then saves a new headline", async () => {
    const facts = shippedFacts()
    const home = readJson("data/home.json")
    const spanishBefore = JSON.parse(fs.readFileSync(path.join(dir, "data/home.json"), "utf8")).es
    expect(spanishBefore.hero.title).toBeTruthy()
    expect(home.statsLabel).toContain("{company}")
    await openEntry("marketing-languages/entries/home", "title")
    // A file in two languages opens with its Spanish beside the English: closed, that side
    // shows the preview (turned on where an earlier entry left it off).
    await page.getByTitle("Toggle i18n").click()
    await page.getByText("Writing in ES").waitFor({ state: "detached" })
    if (!(await page.locator("#preview-pane").count())) await page.getByTitle("Toggle preview").click()
    const preview = await (await page.waitForSelector("#preview-pane")).contentFrame()
    // A short line (shown beside its label) and a paragraph, nested in an object.
    const filled = [home.statsLabel, home.seo.title].map((text: string) => fillTokens(text, facts))
    expect(filled[1]).not.toBe(home.seo.title)
    await until(preview!, (texts) => texts.every((text) => document.body.textContent?.includes(text)), filled)
    const shown = await preview?.evaluate(() => document.body.textContent)
    expect(shown).not.toContain("{company}")
    await shot("preview")

    // The same entry: its headline emptied, then a new one.
    // The hero's headline is the title box that holds it (the SEO title comes first).
    await until(
      page,
      (title) =>
        [...document.querySelectorAll<HTMLInputElement>('[id^="title-field"]')].some((el) => el.value === title),
      home.hero.title,
    )
    const ids = await page.$$eval('[id^="title-field"]', (els) =>
      els.map((el) => [el.id, (el as HTMLInputElement).value]),
    )
    const heroId = ids.find(([, value]) => value === home.hero.title)?.[0]
    expect(heroId).toBeDefined()
    const headline = page.locator(`[id="${heroId}"]`)

    await headline.fill("")
    const sent = actions.length
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now", { exact: true }).click()
    await page.getByText(/missed a required field/).waitFor()
    await shot("refused")
    // Refused in the browser: nothing was sent, and the file is as it was.
    expect(actions.slice(sent)).toEqual([])
    expect(readJson("data/home.json")).toEqual(home)
    // The editor keeps its error notice until it is closed: closed, as the office would.
    await page.locator(".Toastify__toast--error .Toastify__close-button").click()
    await page.getByText(/missed a required field/).waitFor({ state: "detached" })

    await headline.fill("Coverage your family can count on, from people who pick up")
    await publishNow()
    expect(readJson("data/home.json").hero.title).toBe("Coverage your family can count on, from people who pick up")
    // The English edited, the Spanish beside it is kept as it was.
    const written = JSON.parse(fs.readFileSync(path.join(dir, "data/home.json"), "utf8"))
    expect(written.es).toEqual(spanishBefore)
  })

  it("creates a new trip with two photos, refusing a year out of range first", async () => {
    await openEntry("trips/new", "destination")
    await page.locator('[id^="destination-field"]').fill("Aruba")
    await page.locator('[id^="description-field"]').fill("Five days on Aruba's beaches for the year's top producers.")
    await page.locator('[id^="year-field"]').fill("1850")
    const sent = actions.length
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now", { exact: true }).click()
    await page.getByText(/Year must be between 1950 and 2100/).waitFor()
    expect(actions.slice(sent)).toEqual([])

    await page.locator('[id^="year-field"]').fill("2021")
    const beach = await makePhoto("eagle-beach.jpg", "#2bb3a3")
    const sunset = await makePhoto("sunset-cruise.jpg", "#e0703a")
    await page.getByRole("button", { name: "Add captions" }).click()
    await uploadAndChoose([beach], sunset)
    await page.locator('[id^="caption-field"]').last().fill("Sunset cruise along the west coast")
    await publishNow()

    expect(fs.readdirSync(path.join(dir, "data/trips/aruba-2021")).sort()).toEqual([
      "eagle-beach.jpg",
      "sunset-cruise.jpg",
      "trip.json",
    ])
    expect(readJson("data/trips/aruba-2021/trip.json")).toMatchObject({
      destination: "Aruba",
      year: 2021,
      captions: [{ photo: "sunset-cruise.jpg", caption: "Sunset cruise along the west coast" }],
    })
    // The editor ran under its own policy without a violation or an error.
    expect(problems).toEqual([])
  })

  describe("what the editor saved, read as the build reads data/", () => {
    const dataDir = () => path.join(dir, "data")
    /** The gallery of a trip as its page shows it: each photo's file and alt text, in order. */
    const gallery = (tripId: string) => {
      const trip = validateTrips(dataDir()).find((t) => t.tripId === tripId)
      if (!trip) throw new Error(`no trip ${tripId} in the copy`)
      return tripPhotoEntries(trip.photoFiles, trip, captionsByPhoto(trip.captions)).map(({ fileName, alt }) => [
        fileName,
        alt,
      ])
    }

    // That the build's checks pass on what the editor saved, and that the portrait decodes,
    // is the last test's, once every edit is saved.
    it("decodes every photo uploaded to a trip", async () => {
      const uploads = [
        `${EDITED_TRIP}/harbour-cruise.jpg`,
        `${EDITED_TRIP}/team-dinner.jpg`,
        "aruba-2021/eagle-beach.jpg",
        "aruba-2021/sunset-cruise.jpg",
      ]
      for (const file of uploads) await checkPhotoReadable(path.join(dataDir(), "trips", file), file)
    })

    it("gives the edited trip five photos (four, two added, one removed), the caption as its photo's alt text", () => {
      expect(gallery(EDITED_TRIP)).toEqual([
        ["1.jpg", "Bahamas 2012, photo 1 of 5"],
        ["2.jpg", "Bahamas 2012, photo 2 of 5"],
        ["3.jpg", "Bahamas 2012, photo 3 of 5"],
        ["harbour-cruise.jpg", "Bahamas 2012, photo 4 of 5"],
        ["team-dinner.jpg", "Team dinner on the harbour"],
      ])
    })

    it("gives the new trip a gallery of its two photos", () => {
      expect(gallery("aruba-2021")).toEqual([
        ["eagle-beach.jpg", "Aruba 2021, photo 1 of 2"],
        ["sunset-cruise.jpg", "Sunset cruise along the west coast"],
      ])
    })
  })

  describe("after the editor saves a new team member and the agency's numbers", () => {
    const person = () => readJson("data/people.json").people[PORTRAIT_PERSON]

    it("adds the person with the new portrait to the team page", async () => {
      const before = readJson("data/team.json").members.length
      await openEntry("marketing/entries/team", "membersTitle")
      await page.getByRole("button", { name: "Add members" }).click()
      const { name, key, quotes } = person()
      const who = page.locator('[id^="person-field"]').last()
      await who.fill(name)
      await page.getByText(name, { exact: true }).last().waitFor()
      await who.press("Enter")
      // The quotes are listed by their words, every person's in the file's order, and only the
      // first few are drawn (nor does typing search them): move down the list to this person's first.
      const earlier = readJson("data/people.json").people.slice(0, PORTRAIT_PERSON)
      const index = earlier.reduce((n: number, p: { quotes: unknown[] }) => n + p.quotes.length, 0)
      const quote = page.locator('[id^="quote-field"]').last()
      await quote.click()
      for (let i = 0; i < index; i++) await quote.press("ArrowDown")
      await quote.press("Enter")
      await page
        .locator('input[id^="shortBio-field"]')
        .last()
        .fill("Six years at a tractor dealership's parts counter.")
      await page.locator('input[id^="achievement-field"]').last().fill("First policy in his third week")
      await shot("team-member")
      await publishNow()
      const members = readJson("data/team.json").members
      expect(members).toHaveLength(before + 1)
      expect(members[members.length - 1]).toMatchObject({ person: key, quote: quotes[0].key })
    })

    it("changes the agency's phone numbers and closing time in its details", async () => {
      await openEntry("site-languages/entries/site", "phone")
      await englishField("phone").fill(NEW_PHONE)
      await englishField("tollFreePhone").fill(NEW_TOLL_FREE)
      await shot("phone")
      await englishField("close").fill(NEW_CLOSE.close)
      await englishField("openingHoursSpec").fill(NEW_CLOSE.openingHoursSpec)
      await englishField("close").scrollIntoViewIfNeeded()
      await shot("hours")
      await publishNow("publish")
      expect(readJson("data/site.json")).toMatchObject({
        phone: NEW_PHONE,
        tollFreePhone: NEW_TOLL_FREE,
        businessHours: NEW_CLOSE,
        // The Spanish's state, a choice at the end of the English column, is kept as it was.
        spanish: "sample",
      })
    })

    it("saves data the build accepts, with the new member's portrait, the new numbers and the phone's photo captioned", async () => {
      // That a build turns such data into pages, a cached one included, is the live build's
      // test (build-live.e2e.ts); here, what the editor wrote is read as that build reads it.
      const data = path.join(dir, "data")
      // Throws, naming the file and the field, on data the build refuses.
      const checked = checkData(data)
      // The numbers the PDFs are drawn with (that they carry them is pdfs.test.ts's).
      expect(checked.read(siteCollection)).toMatchObject({ phone: NEW_PHONE, tollFreePhone: NEW_TOLL_FREE })
      const { key, photo } = person()
      expect(readJson("data/team.json").members.at(-1).person).toBe(key)
      await checkPhotoReadable(path.join(data, photo), photo)
      const trip = validateTrips(data).find((t) => t.tripId === HEIC_TRIP)
      const entries = trip ? tripPhotoEntries(trip.photoFiles, trip, captionsByPhoto(trip.captions)) : []
      expect(entries.find((e) => e.fileName === "img_0042.heic")?.alt).toBe(HEIC_CAPTION)
    })
  })
})

/**
 * @jest-environment jsdom
 */
/**
 * The copy rules (src/node/copy-rules.ts) over the built HTML of every page of the
 * suite's build: what a search engine, a link preview and a visitor without JavaScript
 * read (and, for the addresses the pages make in the browser, the build's scripts). Each
 * failure names the page and quotes the text. Then what the pages show in place
 * of the third-party embeds this build has no account for.
 */
import fs from "fs"
import path from "path"
import {
  acceptanceInPreviewsWithoutLimit,
  acceptanceWithoutGradedBenefit,
  bookingWithoutConsent,
  brokenLinks,
  coverageWithoutNotice,
  emailParametersInScripts,
  emailsInAddresses,
  incomeInPreviews,
  incomeWithoutTypicalEarnings,
  labelCase,
  labelDestinations,
  listedLinksToUnlisted,
  orphans,
  readBuiltPage,
  unconfiguredEmbedPromises,
  undatedRatings,
  undisclosedIncome,
  yearCountMismatches,
  type BuiltPage,
  type EmbedKind,
} from "../../src/node/copy-rules"
import { siteRoutes } from "../../src/lib/routes"

const ROOT = path.resolve(__dirname, "../..")
const PUBLIC = path.join(ROOT, "public")
const DATA = path.join(ROOT, "data")
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"))
const site = readJson("site.json")

/** The served document of a built page file of public/, as a browser without JavaScript (or before it) reads it. */
const servedFile = (file: string) =>
  new DOMParser().parseFromString(fs.readFileSync(path.join(PUBLIC, file), "utf8"), "text/html")

/** Every built page: public/x.html is /x, public/agent-incentives/y.html is /agent-incentives/y. */
function builtPages(): BuiltPage[] {
  const files = [
    ...fs.readdirSync(PUBLIC).filter((f) => f.endsWith(".html")),
    ...fs
      .readdirSync(path.join(PUBLIC, "agent-incentives"))
      .filter((f) => f.endsWith(".html"))
      .map((f) => `agent-incentives/${f}`),
  ]
  return files.map((file) => {
    const address = file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`
    return readBuiltPage(servedFile(file), address)
  })
}

/** Whether an address answers 200: a page (x.html or x/index.html) or a file of public/. */
function exists(address: string): boolean {
  if (address === "/") return true
  const local = path.join(PUBLIC, address)
  return (
    fs.existsSync(`${local}.html`) ||
    fs.existsSync(path.join(local, "index.html")) ||
    (fs.existsSync(local) && fs.statSync(local).isFile())
  )
}

const pages = builtPages()
const routes = siteRoutes(site)
const trips = pages.map((p) => p.path).filter((p) => p.startsWith("/agent-incentives/"))
const listed = [...routes.filter((r) => r.listed).map((r) => r.path), ...trips]
const unlisted = routes.filter((r) => !r.listed).map((r) => r.path)
const content = pages.filter((p) => listed.includes(p.path))

/** Names that keep their capitals in a sentence-case label: people, places, the company, the carrier. */
function properNouns(): Set<string> {
  const names: string[] = [
    site.companyName,
    site.legalName,
    site.founderFullName,
    site.carrier.name,
    site.address.city,
    site.address.regionName,
    ...site.areaServed,
    ...readJson("people.json").people.map((p: { name: string }) => p.name),
  ]
  for (const dir of fs.readdirSync(path.join(DATA, "trips"))) {
    const trip = JSON.parse(fs.readFileSync(path.join(DATA, "trips", dir, "trip.json"), "utf8"))
    names.push(trip.destination, trip.stats?.location ?? "")
  }
  return new Set(names.flatMap((n) => n.split(/[\s,]+/)).filter((w) => /^[A-Z]/.test(w)))
}

function configuredEmbeds(): Set<EmbedKind> {
  const { embeds } = site
  const kinds: [EmbedKind, boolean][] = [
    ["forms", Object.values(embeds.forms).some(Boolean)],
    ["booking", Boolean(embeds.bookingWidgetUrl)],
    ["reviews", Boolean(embeds.reviewsWidgetUrl)],
    ["playlist", Boolean(embeds.playlistId)],
  ]
  return new Set(kinds.filter(([, on]) => on).map(([kind]) => kind))
}

it("reads every page of the build", () => {
  expect(pages.length).toBeGreaterThan(30)
  expect(routes.filter((r) => !exists(r.path))).toEqual([])
})

it("every internal link and #anchor resolves", () => {
  expect(brokenLinks(pages, exists)).toEqual([])
})

it("every listed page is linked from another listed page, and no listed page links to an unlisted one", () => {
  expect(orphans(content, listed)).toEqual([])
  expect(listedLinksToUnlisted(pages, listed, unlisted)).toEqual([])
})

it("no title, description or link preview states income", () => {
  expect(incomeInPreviews(pages)).toEqual([])
})

it("every income figure has the results-not-typical disclosure in its own section", () => {
  expect(undisclosedIncome(pages)).toEqual([])
})

it("every income figure has the typical-earnings statement in its own section, shown at the section's text size", () => {
  expect(incomeWithoutTypicalEarnings(pages)).toEqual([])
})

it("every promise of acceptance (no medical exam, most qualify, guaranteed) has the graded-benefit limit in its own section", () => {
  expect(acceptanceWithoutGradedBenefit(pages)).toEqual([])
})

it("every description or link preview that promises acceptance names the health questions or the graded benefit", () => {
  expect(acceptanceInPreviewsWithoutLimit(pages)).toEqual([])
})

it("each booking page shows the call-and-text consent beside the booking calendar or its alternative", () => {
  const booking = pages.filter((p) => ["/calendar", "/tl-booking", "/co-calendar"].includes(p.path))
  expect(booking.map((p) => p.path).sort()).toEqual(["/calendar", "/co-calendar", "/tl-booking"])
  expect(bookingWithoutConsent(booking)).toEqual([])
})

it("no address of any page (link, form, frame, the head's) carries an e-mail, nor does any the scripts make", () => {
  expect(emailsInAddresses(pages)).toEqual([])
  // Addresses made in the browser (a download link built from a stored e-mail) are not in
  // the served HTML: the scripts' own text shows whether they write an e-mail parameter.
  const scripts = fs
    .readdirSync(PUBLIC)
    .filter((f) => f.endsWith(".js"))
    .map((name) => ({ name, text: fs.readFileSync(path.join(PUBLIC, name), "utf8") }))
  expect(scripts.length).toBeGreaterThan(0)
  expect(emailParametersInScripts(scripts)).toEqual([])
})

it("every rating grade shown has the rating with its rater's date or scale in its own section", () => {
  expect(undatedRatings(pages)).toEqual([])
})

it("no copy promises an embed that this build does not show", () => {
  expect(unconfiguredEmbedPromises(pages, configuredEmbeds())).toEqual([])
})

describe("third-party embeds as shipped (every account id in data/site.json empty)", () => {
  /** The served document of a page by its address (the inverse of builtPages' naming). */
  const served = (address: string) => servedFile(address === "/" ? "index.html" : `${address.slice(1)}.html`)

  // Whether a form's script loads at run time is the embed components' own test
  // (__tests__/components/embeds-unset.test.tsx); here, that the pages place them.
  it.each(["/", "/contact", "/quote", "/get-quote", "/request-info", "/podcast"])(
    "%s shows no third-party frame but the map, and offers a call and the contact page instead",
    (address) => {
      const doc = served(address)
      const frames = Array.from(doc.querySelectorAll("main iframe")).map((el) => el.getAttribute("src") ?? "")
      expect(frames.filter((src) => !src.startsWith(site.embeds.mapEmbedUrl))).toEqual([])
      const alternative = doc.querySelector("main [data-embed-alternative]")
      expect(alternative?.querySelectorAll('a[href^="tel:"]').length).toBe(1)
      expect(alternative?.querySelectorAll('a[href="/contact"]').length).toBe(1)
    },
  )

  it("titles every frame of the pages that can show one, loads it lazily and offers a plain link", () => {
    const frames = ["/contact", "/request-info", "/get-quote", "/testimonials", "/podcast"].flatMap((address) =>
      Array.from(served(address).querySelectorAll("main iframe")),
    )
    // As shipped, the office map on /contact is the one frame.
    expect(frames.length).toBeGreaterThan(0)
    for (const frame of frames) {
      expect(frame.getAttribute("title")).toBeTruthy()
      expect(frame.getAttribute("loading")).toBe("lazy")
      expect(frame.closest("div")?.parentElement?.querySelector("a[target=_blank]")).not.toBeNull()
    }
  })

  it.each(["/testimonials", "/reviews"])("%s leaves out the reviews section, every word of it", (address) => {
    const doc = served(address)
    expect(doc.querySelectorAll("main iframe").length).toBe(0)
    const text = doc.querySelector("main")?.textContent ?? ""
    expect(text).not.toMatch(/Independent reviews|Scroll inside the frame/)
  })
})

it("each label leads to one destination, and each destination has one button label", () => {
  expect(labelDestinations(pages)).toEqual([])
})

it("no count of the agency's years disagrees with foundedYear", () => {
  // The count as of the year the pages were built (their files' date), which is the year
  // the build's own {yearsInBusiness} used, even when the test runs after New Year.
  const builtIn = fs.statSync(path.join(PUBLIC, "index.html")).mtime.getFullYear()
  const years = builtIn - site.facts.foundedYear
  expect(yearCountMismatches(pages, years, [site.carrier.heritageYears])).toEqual([])
})

it("link and button labels are in sentence case", () => {
  const people = readJson("people.json").people as { name: string; role: string }[]
  const names = new Set(people.flatMap((p) => [p.name, p.role]))
  expect(labelCase(pages, properNouns(), names)).toEqual([])
})

it("every page that states coverage carries the solicitation, graded-benefit, states-offered and limits notice", () => {
  expect(coverageWithoutNotice(pages)).toEqual([])
})

/**
 * The rules a compliance reviewer reads the built pages by, as pure checks over parsed
 * HTML: links resolve, content pages are reachable, income figures stay out of previews
 * and never stand without their disclosure and the typical-earnings statement, no copy
 * promises an embed that is not set up, one label leads to one place, year counts agree
 * with the founding year, labels are in sentence case, coverage claims carry their notice,
 * "no medical exam" carries the graded-benefit limit, booking carries the call-and-text
 * consent, ratings carry their date or scale, and no address carries an e-mail. Every
 * build runs them over its finished pages (`builtPageRules`, from post-build); each
 * returns the problems it finds, each naming the page and quoting the text. This file
 * holds the runner: it reads the finished pages and the data the rules are read against,
 * and runs every rule of this folder over them.
 */
import fs from "fs"
import nodePath from "path"
import { peopleCollection } from "../people"
import { bookingCollection } from "../recruiting/booking"
import type { ReadFiles } from "../feature-type"
import { siteCollection } from "../site"
import { tripCollection, type TripData } from "../trips/schema"
import { bookingWithoutConsent } from "./booking"
import { readBuiltPage } from "./built-page"
import { acceptanceInPreviewsWithoutLimit, acceptanceWithoutGradedBenefit, coverageWithoutNotice } from "./coverage"
import { emailParametersInScripts, emailsInAddresses } from "./email-in-addresses"
import { unconfiguredEmbedPromises, type EmbedKind } from "./embeds"
import { incomeInPreviews, incomeWithoutTypicalEarnings, undisclosedIncome } from "./income"
import { labelCase, labelDestinations } from "./labels"
import { brokenLinks, listedLinksToUnlisted, orphans } from "./links"
import { undatedRatings } from "./ratings"
import { yearCountMismatches } from "./year-counts"

/** One rule's problems over the build: its name (what it checks) and each problem, naming the page. */
export type RuleResult = { rule: string; problems: string[] }

/** The pages of a finished public/ (flattened: x.html is /x, agent-incentives/y.html is /agent-incentives/y). */
function builtPageFiles(publicDir: string): { file: string; address: string }[] {
  const html = (dir: string) =>
    fs.existsSync(nodePath.join(publicDir, dir))
      ? fs.readdirSync(nodePath.join(publicDir, dir)).filter((f) => f.endsWith(".html"))
      : []
  return [...html(""), ...html("agent-incentives").map((f) => `agent-incentives/${f}`)].map((file) => ({
    file,
    address: file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`,
  }))
}

/**
 * Every copy rule over the built pages of `publicDir` (and its scripts), with the data
 * they are read against. `parse` reads a page's HTML as a browser without JavaScript
 * does; `year` is the year the pages were built in (their {yearsInBusiness}).
 */
export function builtPageRules(
  publicDir: string,
  { files, read }: Pick<ReadFiles, "files" | "read">,
  {
    parse,
    year,
    routes,
  }: { parse: (html: string) => Document; year: number; routes: { path: string; listed: boolean }[] },
): RuleResult[] {
  const site = read(siteCollection)
  const people = read(peopleCollection).people
  const tripData = files.filter((f) => f.collection === tripCollection).map((t) => t.data as TripData)
  const pages = builtPageFiles(publicDir).map(({ file, address }) =>
    readBuiltPage(parse(fs.readFileSync(nodePath.join(publicDir, file), "utf8")), address),
  )
  const exists = (address: string) => {
    if (address === "/") return true
    const local = nodePath.join(publicDir, address)
    return (
      fs.existsSync(`${local}.html`) ||
      fs.existsSync(nodePath.join(local, "index.html")) ||
      (fs.existsSync(local) && fs.statSync(local).isFile())
    )
  }
  const trips = pages.map((p) => p.path).filter((p) => p.startsWith("/agent-incentives/"))
  const listed = [...routes.filter((r) => r.listed).map((r) => r.path), ...trips]
  const unlisted = routes.filter((r) => !r.listed).map((r) => r.path)
  const content = pages.filter((p) => listed.includes(p.path))
  const properNouns = new Set(
    [
      site.companyName,
      site.legalName,
      site.founderFullName,
      site.carrier.name,
      site.address.city,
      site.address.regionName,
      ...site.areaServed,
      ...people.map((p) => p.name),
      ...tripData.flatMap((t) => [t.destination, t.stats?.location ?? ""]),
    ]
      .flatMap((n) => n.split(/[\s,]+/))
      .filter((w) => /^[A-Z]/.test(w)),
  )
  const names = new Set(people.flatMap((p) => [p.name, p.role]))
  const configured = new Set(
    (
      [
        ["forms", Object.values(site.embeds.forms).some(Boolean)],
        ["booking", Boolean(site.embeds.bookingWidgetUrl)],
        ["reviews", Boolean(site.embeds.reviewsWidgetUrl)],
        ["playlist", Boolean(site.embeds.playlistId)],
      ] as [EmbedKind, boolean][]
    )
      .filter(([, on]) => on)
      .map(([kind]) => kind),
  )
  const scripts = fs
    .readdirSync(publicDir)
    .filter((f) => f.endsWith(".js"))
    .map((name) => ({ name, text: fs.readFileSync(nodePath.join(publicDir, name), "utf8") }))
  // Every booking page data/booking.json makes, an editor's new one too.
  const bookingPaths = new Set(read(bookingCollection).variants.map((v) => v.path))
  const booking = pages.filter((p) => bookingPaths.has(p.path))
  return [
    {
      rule: "every page of the list is built",
      problems: routes.filter((r) => !exists(r.path)).map((r) => `${r.path}: not built`),
    },
    { rule: "internal links and #anchors resolve", problems: brokenLinks(pages, exists) },
    { rule: "every listed page is linked from another", problems: orphans(content, listed) },
    { rule: "listed pages do not link to unlisted ones", problems: listedLinksToUnlisted(pages, listed, unlisted) },
    { rule: "no preview states income", problems: incomeInPreviews(pages) },
    { rule: "income beside its results-not-typical disclosure", problems: undisclosedIncome(pages) },
    { rule: "income beside the typical-earnings statement", problems: incomeWithoutTypicalEarnings(pages) },
    { rule: "acceptance beside the graded-benefit limit", problems: acceptanceWithoutGradedBenefit(pages) },
    { rule: "previews promising acceptance name its limit", problems: acceptanceInPreviewsWithoutLimit(pages) },
    { rule: "booking beside the call-and-text consent", problems: bookingWithoutConsent(booking) },
    { rule: "no e-mail in an address", problems: emailsInAddresses(pages) },
    { rule: "no script writes an e-mail into an address", problems: emailParametersInScripts(scripts) },
    { rule: "ratings carry their date or scale", problems: undatedRatings(pages) },
    { rule: "no promise of an embed that is not set up", problems: unconfiguredEmbedPromises(pages, configured) },
    { rule: "one label per destination", problems: labelDestinations(pages) },
    {
      rule: "year counts agree with foundedYear",
      problems: yearCountMismatches(pages, year - site.facts.foundedYear, [site.carrier.heritageYears]),
    },
    { rule: "labels in sentence case", problems: labelCase(pages, properNouns, names) },
    { rule: "coverage carries its notice", problems: coverageWithoutNotice(pages) },
  ]
}

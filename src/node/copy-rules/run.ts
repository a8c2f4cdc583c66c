/**
 * The copy rules that need the built pages, as pure checks over parsed HTML: links and
 * #anchors resolve, every listed page is built and linked from another and links to no
 * unlisted one, one label leads to one place, an income figure stands beside its
 * results-not-typical disclosure and the typical-earnings statement (and that note stands
 * only beside a result), a coverage claim
 * beside its notice, "no medical exam" beside the graded-benefit limit, a rating beside
 * its date or scale, booking beside the call-and-text consent, and no address or script
 * puts an e-mail in an address, and no sentence of the main text is said twice. A page is composed of several files (quotes from
 * people.json, the shared notices of site.json, grades drawn from site.json, addresses
 * made by the components), so only the page shows what stands together and where it
 * leads. The rules of one field's words run on data/ before the build (check-copy.ts).
 * Every build runs these over its finished pages (`builtPageRules`, from post-build);
 * each returns the problems it finds, each naming the page and quoting the text.
 */
import fs from "fs"
import nodePath from "path"
import { bookingCollection } from "../recruiting/booking"
import type { ReadFiles } from "../feature-type"
import { bookingWithoutConsent } from "./booking"
import { readBuiltPage } from "./built-page"
import { acceptanceWithoutGradedBenefit, coverageWithoutNotice } from "./coverage"
import { emailParametersInScripts, emailsInAddresses } from "./email-in-addresses"
import { incomeDisclosureWithoutClaim, incomeWithoutTypicalEarnings, undisclosedIncome } from "./income"
import { labelDestinations } from "./labels"
import { brokenLinks, listedLinksToUnlisted, orphans } from "./links"
import { undatedRatings } from "./ratings"
import { repeatedSentences } from "./repeats"
import { SPANISH_PREFIX } from "../../lib/languages"

/** One rule's problems over the build: its name (what it checks) and each problem, naming the page. */
export type RuleResult = { rule: string; problems: string[] }

/** The pages of a finished public/ (x.html is /x, agent-incentives/y.html is /agent-incentives/y, es/x.html is /es/x). */
function builtPageFiles(publicDir: string): { file: string; address: string }[] {
  const html = (dir: string) =>
    fs.existsSync(nodePath.join(publicDir, dir))
      ? fs.readdirSync(nodePath.join(publicDir, dir)).filter((f) => f.endsWith(".html"))
      : []
  const below = (dir: string) => html(dir).map((f) => `${dir}/${f}`)
  return [...html(""), ...below("agent-incentives"), ...below(SPANISH_PREFIX.slice(1))].map((file) => ({
    file,
    address: file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`,
  }))
}

/**
 * Every copy rule of the built pages of `publicDir` (and its scripts), with the data
 * they are read against. `parse` reads a page's HTML as a browser without JavaScript
 * does; `routes` are the site's pages, listed or not.
 */
export function builtPageRules(
  publicDir: string,
  { read }: Pick<ReadFiles, "read">,
  { parse, routes }: { parse: (html: string) => Document; routes: { path: string; listed: boolean }[] },
): RuleResult[] {
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
    { rule: "income beside its results-not-typical disclosure", problems: undisclosedIncome(pages) },
    { rule: "income beside the typical-earnings statement", problems: incomeWithoutTypicalEarnings(pages) },
    { rule: "income disclosures only beside income", problems: incomeDisclosureWithoutClaim(pages) },
    { rule: "acceptance beside the graded-benefit limit", problems: acceptanceWithoutGradedBenefit(pages) },
    { rule: "booking beside the call-and-text consent", problems: bookingWithoutConsent(booking) },
    { rule: "no e-mail in an address", problems: emailsInAddresses(pages) },
    { rule: "no script writes an e-mail into an address", problems: emailParametersInScripts(scripts) },
    { rule: "ratings carry their date or scale", problems: undatedRatings(pages) },
    { rule: "one label per destination", problems: labelDestinations(pages) },
    { rule: "coverage carries its notice", problems: coverageWithoutNotice(pages) },
    { rule: "no sentence said twice on a page", problems: repeatedSentences(pages) },
  ]
}

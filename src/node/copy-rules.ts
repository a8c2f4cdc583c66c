/**
 * The rules a compliance reviewer reads the built pages by, as pure checks over parsed
 * HTML: links resolve, content pages are reachable, income figures stay out of previews
 * and never stand without their disclosure and the typical-earnings statement, no copy
 * promises an embed that is not set up, one label leads to one place, year counts agree
 * with the founding year, labels are in sentence case, coverage claims carry their notice,
 * "no medical exam" carries the graded-benefit limit, booking carries the call-and-text
 * consent, ratings carry their date or scale, and no address carries an e-mail. Every
 * build runs them over its finished pages (`builtPageRules`, from post-build); each
 * returns the problems it finds, each naming the page and quoting the text.
 */
import fs from "fs"
import nodePath from "path"
import {
  isDisclosure,
  promisesAcceptance,
  statesEarnings,
  statesGradedBenefit,
  statesTypicalEarnings,
} from "../lib/content-rules"
import { pagePath } from "../lib/navigation"
import { peopleCollection } from "./people"
import { bookingCollection } from "./recruiting"
import { matchFiles, readCollection, readSingle } from "./schema/collection"
import { stringsOf } from "./schema/fields"
import { readSite } from "./site"
import { tripCollection } from "./trips/schema"

/** One built page, as read from its HTML. */
export type BuiltPage = {
  /** Its address, e.g. /faq. */
  path: string
  /** <title>, the meta description and the link-preview (og:/twitter:) texts, by name. */
  previews: { name: string; text: string }[]
  links: PageLink[]
  /** Buttons (not links): the lines of their visible labels. */
  buttons: string[][]
  /** The page's regions: the hero and each band of <main>, the header and the footer. */
  regions: Region[]
  /** Ids of the page's elements (targets of #anchors). */
  ids: Set<string>
  /** Every address the page holds (links, forms, frames, the head's), where each stands. */
  addresses: PageAddress[]
}

/** An address in a page: a link's href, a form's action, a frame's src, a meta refresh's url... */
export type PageAddress = { where: string; url: string }

export type PageLink = {
  /** Visible label (screen-reader-only context left out). */
  label: string
  /** The label with its screen-reader-only context: what tells one link from another. */
  name: string
  /** The visible label's lines (a card link may hold a name and a role). */
  lines: string[]
  /** Inside a sentence of running text, not a button or a menu entry. */
  inText: boolean
  href: string
  /** Drawn as a button (a call to action), not a text link. */
  cta: boolean
}

/** A band of the page and its text, one line per block. */
export type Region = {
  name: string
  /** Every line, screen-reader-only text included. */
  lines: string[]
  /** The lines a sighted reader sees: without visually-hidden, aria-hidden or hidden elements. */
  visible: string[]
  /** The visible lines at the band's own text size: without <small> print. */
  readable: string[]
  /** The third-party frames in the band, and the alternatives shown in place of unset ones. */
  embeds: RegionEmbed[]
}

/** A frame (its title and address) or the alternative shown where an unset frame would be. */
export type RegionEmbed = { kind: "frame" | "alternative"; title: string; src: string }

const BLOCK = new Set(
  "P LI DD DT TD TH H1 H2 H3 H4 H5 H6 FIGCAPTION BLOCKQUOTE DIV SECTION ARTICLE ASIDE UL OL DL TABLE TR HEADER FOOTER NAV ADDRESS FIGURE BR SUMMARY DETAILS LABEL BUTTON A".split(
    " ",
  ),
)
const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG"])

/** Whether an element is drawn for no one but screen readers, or for no one at all. */
const isHidden = (el: Element) =>
  el.classList.contains("visually-hidden") || el.getAttribute("aria-hidden") === "true" || el.hasAttribute("hidden")

/**
 * The text of an element as lines, one per block. Screen-reader-only text is kept unless
 * `visibleOnly`; `readableOnly` also leaves out <small> print, drawn smaller than the text
 * around it.
 */
export function linesOf(el: Element, visibleOnly = false, readableOnly = false): string[] {
  const lines: string[] = []
  let current = ""
  const flush = () => {
    const line = current.replace(/\s+/g, " ").trim()
    if (line) lines.push(line)
    current = ""
  }
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      current += node.textContent ?? ""
      return
    }
    if (node.nodeType !== 1) return
    const element = node as Element
    if (SKIP.has(element.tagName.toUpperCase())) return
    if ((visibleOnly || readableOnly) && isHidden(element)) return
    if (readableOnly && element.tagName.toUpperCase() === "SMALL") return
    const block = BLOCK.has(element.tagName.toUpperCase())
    if (block) flush()
    // Two elements side by side with no text between (a badge's grade and its label, a
    // tile's figure and its name) are drawn apart: their words stay apart.
    else if (element.previousSibling?.nodeType === 1 && /\S$/.test(current)) current += " "
    element.childNodes.forEach(walk)
    if (block) flush()
  }
  walk(el)
  flush()
  return lines
}

const labelOf = (el: Element) => linesOf(el, true).join(" ").trim()

/** Reads one built page. `path` is its address. */
export function readBuiltPage(doc: Document, path: string): BuiltPage {
  const previews: BuiltPage["previews"] = []
  const title = doc.querySelector("title")?.textContent?.trim()
  if (title) previews.push({ name: "title", text: title })
  for (const meta of Array.from(doc.querySelectorAll("meta"))) {
    const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? ""
    if (/^(description|og:title|og:description|twitter:title|twitter:description)$/.test(name)) {
      previews.push({ name, text: meta.getAttribute("content") ?? "" })
    }
  }
  const links = Array.from(doc.querySelectorAll("a[href]")).map((a) => {
    const parentText = a.parentElement ? linesOf(a.parentElement).join(" ") : ""
    const label = labelOf(a)
    return {
      label,
      lines: linesOf(a, true),
      name: linesOf(a).join(" "),
      href: a.getAttribute("href") ?? "",
      cta: a.hasAttribute("data-cta"),
      inText:
        ["P", "SMALL", "SPAN", "LI"].includes(a.parentElement?.tagName ?? "") && parentText.length > label.length + 2,
    }
  })
  const buttons = Array.from(doc.querySelectorAll("button")).map((b) => linesOf(b, true))
  const regions: Region[] = []
  const main = doc.querySelector("main")
  // Bands are the children of <main>, below any lone wrapper <div>.
  let mainRoot: Element | null = main
  while (mainRoot?.children.length === 1 && mainRoot.firstElementChild?.tagName === "DIV") {
    mainRoot = mainRoot.firstElementChild
  }
  for (const band of Array.from(mainRoot?.children ?? [])) {
    const heading = band.querySelector("h1, h2")?.textContent?.trim() ?? band.tagName.toLowerCase()
    regions.push(regionOf(heading, band))
  }
  for (const el of Array.from(doc.querySelectorAll("body > header, body header, footer"))) {
    if (!main?.contains(el)) regions.push(regionOf(el.tagName.toLowerCase(), el))
  }
  const ids = new Set(Array.from(doc.querySelectorAll("[id]")).map((el) => el.id))
  return { path, previews, links, buttons, regions, ids, addresses: addressesOf(doc) }
}

function regionOf(name: string, el: Element): Region {
  const embeds: RegionEmbed[] = [
    ...Array.from(el.querySelectorAll("iframe")).map((f) => ({
      kind: "frame" as const,
      title: f.getAttribute("title") ?? "",
      src: f.getAttribute("src") ?? "",
    })),
    ...Array.from(el.querySelectorAll("[data-embed-alternative]")).map((a) => ({
      kind: "alternative" as const,
      title: linesOf(a, true).join(" "),
      src: "",
    })),
  ]
  return { name, lines: linesOf(el), visible: linesOf(el, true), readable: linesOf(el, true, true), embeds }
}

/** The head's meta tags whose content is an address. */
const META_ADDRESS =
  /^(?:og:url|og:image|og:image:url|og:image:secure_url|og:video|og:audio|twitter:url|twitter:image)$/i

/** Every address of a document: what a browser requests or sends, and what a link preview or a crawler follows. */
function addressesOf(doc: Document): PageAddress[] {
  const out: PageAddress[] = []
  const add = (where: string, url: string | null) => {
    if (url) out.push({ where, url })
  }
  for (const a of Array.from(doc.querySelectorAll("a[href], area[href]"))) {
    add(`link "${labelOf(a)}"`, a.getAttribute("href"))
  }
  for (const l of Array.from(doc.querySelectorAll("link[href]"))) {
    add(`<link rel="${l.getAttribute("rel") ?? ""}">`, l.getAttribute("href"))
  }
  for (const f of Array.from(doc.querySelectorAll("form"))) add("form action", f.getAttribute("action"))
  for (const b of Array.from(doc.querySelectorAll("[formaction]")))
    add("button formaction", b.getAttribute("formaction"))
  for (const f of Array.from(doc.querySelectorAll("iframe[src], frame[src], embed[src]"))) {
    add(`${f.tagName.toLowerCase()} "${f.getAttribute("title") ?? ""}"`, f.getAttribute("src"))
  }
  for (const o of Array.from(doc.querySelectorAll("object[data]"))) add("object", o.getAttribute("data"))
  for (const e of Array.from(doc.querySelectorAll("img[src], script[src], source[src], video[src], audio[src]"))) {
    add(`${e.tagName.toLowerCase()} src`, e.getAttribute("src"))
  }
  for (const meta of Array.from(doc.querySelectorAll("meta[content]"))) {
    const content = meta.getAttribute("content") ?? ""
    if (meta.getAttribute("http-equiv")?.toLowerCase() === "refresh") {
      // "5; url=/next": the address after url=.
      add("meta refresh", /url\s*=\s*['"]?([^'"]*)/i.exec(content)?.[1]?.trim() ?? null)
    }
    const name = meta.getAttribute("property") ?? meta.getAttribute("name") ?? ""
    if (META_ADDRESS.test(name)) add(`meta ${name}`, content)
  }
  return out
}

// ---------- links ----------

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//")

/** Where a link leads: a site path, the same page's #anchor, or the full external address. */
export function destinationOf(href: string): string {
  if (href.startsWith("#")) return href
  if (isInternal(href)) return pagePath(href)
  return href
}

/** Internal links whose address is not a page or file of the build, and #anchors with no target. */
export function brokenLinks(pages: BuiltPage[], exists: (path: string) => boolean): string[] {
  const problems: string[] = []
  for (const page of pages) {
    for (const link of page.links) {
      if (link.href.startsWith("#")) {
        const id = decodeURIComponent(link.href.slice(1))
        if (id && !page.ids.has(id)) problems.push(`${page.path}: link "${link.label}" → ${link.href}: no such anchor`)
      } else if (isInternal(link.href) && !exists(pagePath(link.href))) {
        problems.push(`${page.path}: link "${link.label}" → ${link.href} leads to no page`)
      }
    }
  }
  return problems
}

/** Content pages that no other content page links to. */
export function orphans(pages: BuiltPage[], contentPaths: readonly string[]): string[] {
  const content = new Set(contentPaths)
  const linked = new Set<string>()
  for (const page of pages) {
    if (!content.has(page.path)) continue
    for (const link of page.links) {
      if (isInternal(link.href) && pagePath(link.href) !== page.path) linked.add(pagePath(link.href))
    }
  }
  return contentPaths.filter((p) => !linked.has(p)).map((p) => `${p}: no other page links to it`)
}

/** Unlisted pages (landing, thank-you, sign-in, contest) that a listed page links to. */
export function listedLinksToUnlisted(
  pages: BuiltPage[],
  listed: readonly string[],
  unlisted: readonly string[],
): string[] {
  const hidden = new Set(unlisted)
  return pages
    .filter((p) => listed.includes(p.path))
    .flatMap((page) =>
      page.links
        .filter((l) => isInternal(l.href) && hidden.has(pagePath(l.href)))
        .map((l) => `${page.path}: link "${l.label}" → ${l.href} lists an unlisted page`),
    )
}

// ---------- income figures ----------

/** Short money ("$13K", "$4.3M") is only ever used for income on this site. */
const SHORT_MONEY = /\$\s?\d[\d,.]*\s?[KkMm]\b/

/** Millions written out ("about $39.1 million as the agency's owner"): income here, unless the sentence totals premium, production, coverage or claims. */
const MILLIONS = /\$\s?\d[\d,.]*\s?(?:million|billion)\b/i
const NOT_INCOME_TOTAL = /\b(?:premiums?|production|coverage|claims?|benefits?|face amounts?)\b/i

/**
 * Whether a text states an income figure. The typical-earnings statement's own sentences
 * are not one: the median it gives is the answer every income figure needs beside it.
 */
export function statesIncome(text: string): boolean {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => !statesTypicalEarnings(sentence))
  const claims = sentences.join(" ")
  return (
    statesEarnings(claims) ||
    SHORT_MONEY.test(claims) ||
    sentences.some((sentence) => MILLIONS.test(sentence) && !NOT_INCOME_TOTAL.test(sentence))
  )
}

/** Titles, descriptions and link previews that carry an income figure. */
export function incomeInPreviews(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.previews.filter((p) => statesIncome(p.text)).map((p) => `${page.path}: ${p.name} "${p.text}" states income`),
  )
}

/** Income figures in a band of the page that has no results-not-typical disclosure. */
export function undisclosedIncome(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions.flatMap((region) => {
      const claim = region.lines.find(statesIncome)
      if (!claim || region.lines.some(isDisclosure)) return []
      return [`${page.path}: "${claim}" (section "${region.name}") has no results-not-typical disclosure beside it`]
    }),
  )
}

/**
 * Income figures in a band of the page without the typical-earnings statement in that
 * band's readable text: shown (not screen-reader-only or aria-hidden) and at the band's
 * own text size (not <small> print). A results-not-typical line alone does not say what
 * a typical agent earns.
 */
export function incomeWithoutTypicalEarnings(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions.flatMap((region) => {
      const claim = region.lines.find(statesIncome)
      if (!claim || region.readable.some(statesTypicalEarnings)) return []
      const hidden = region.lines.some(statesTypicalEarnings)
      return [
        `${page.path}: "${claim.slice(0, 120)}" (section "${region.name}") has no typical-earnings statement beside it${hidden ? " in readable text (it is hidden or in small print)" : ""}`,
      ]
    }),
  )
}

// ---------- embeds ----------

/** The third-party embeds copy may promise, and the words that promise each. */
export const EMBED_PROMISES = {
  forms: /\bfill in the (?:short )?(?:form|application|survey)\b|\b(?:form|application|survey|questions) below\b/i,
  booking: /\b(?:calendar|time) below\b|\bon (?:our|the) calendar\b|\bchoose a time\b|\bpick a time\b/i,
  reviews: /\bscroll inside the frame\b|\breviews below\b/i,
  playlist: /\bstart with the playlist\b|\bthe player loads\b/i,
} as const

export type EmbedKind = keyof typeof EMBED_PROMISES

/** Text that promises an embed the build does not show (its id or address is empty). */
export function unconfiguredEmbedPromises(pages: BuiltPage[], configured: ReadonlySet<EmbedKind>): string[] {
  const kinds = (Object.keys(EMBED_PROMISES) as EmbedKind[]).filter((k) => !configured.has(k))
  return pages.flatMap((page) =>
    page.regions.flatMap((region) =>
      region.lines.flatMap((line) =>
        kinds
          .filter((kind) => EMBED_PROMISES[kind].test(line))
          .map((kind) => `${page.path}: "${line}" promises the ${kind} embed, which is not set up`),
      ),
    ),
  )
}

// ---------- labels ----------

/** Labels that name a thing rather than an action: contact details, addresses, names. */
const NOT_A_LABEL = /@|^\+?[\d\s().-]{7,}$|^https?:|^\s*$/

/**
 * Each call-to-action label leads to one destination, and each destination has one
 * call-to-action label. Links in running text and the menus are held to the first half.
 */
export function labelDestinations(pages: BuiltPage[]): string[] {
  const byLabel = new Map<string, { label: string; dests: Map<string, string> }>()
  const byDestination = new Map<string, Map<string, string>>()
  for (const page of pages) {
    for (const link of page.links) {
      if (NOT_A_LABEL.test(link.label)) continue
      const destination = destinationOf(link.href)
      // Links that look alike but say which item they open ("View gallery" of each trip) differ by name.
      const entry = byLabel.get(link.name.toLowerCase()) ?? { label: link.name, dests: new Map<string, string>() }
      if (!entry.dests.has(destination)) entry.dests.set(destination, page.path)
      byLabel.set(link.name.toLowerCase(), entry)
      if (link.cta && !destination.includes("#")) {
        const labels = byDestination.get(destination) ?? new Map<string, string>()
        if (!labels.has(link.label)) labels.set(link.label, page.path)
        byDestination.set(destination, labels)
      }
    }
  }
  const problems: string[] = []
  for (const { label, dests } of byLabel.values()) {
    if (dests.size < 2) continue
    problems.push(`label "${label}" leads to ${[...dests].map(([d, on]) => `${d} (on ${on})`).join(" and ")}`)
  }
  for (const [destination, labels] of byDestination) {
    if (labels.size < 2) continue
    problems.push(
      `${destination} is reached by buttons ${[...labels].map(([l, on]) => `"${l}" (on ${on})`).join(" and ")}`,
    )
  }
  return problems
}

/** Words that keep their capital inside a sentence-case label, besides acronyms and the site's own names. */
const ALWAYS_CAPITAL = new Set(["I", "I'll", "I'm", "YouTube", "Facebook", "Instagram", "LinkedIn", "Google"])

/**
 * A label in sentence case: a capital first letter, and no other capital except for
 * acronyms (FAQ, PDF, FL/TX) and proper nouns (`properNouns`: people, places, the
 * company, the carrier).
 */
export function labelCaseProblem(
  label: string,
  properNouns: ReadonlySet<string>,
  { inText = false }: { inText?: boolean } = {},
): string | null {
  // A quoted title ("Watch “How agents are paid” on YouTube") is the title's own case.
  const words = label
    .replace(/“[^”]*”/g, " ")
    .replace(/["(),.:!?…]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
  if (!words.length || NOT_A_LABEL.test(label)) return null
  const first = words[0]
  if (!inText && /^[a-z]/.test(first) && !properNouns.has(first)) return `"${label}" does not start with a capital`
  for (const raw of words.slice(1)) {
    const word = raw.replace(/['’]s$/, "")
    if (!/^[A-Z]/.test(word)) continue
    if (/^[A-Z0-9/&+-]{2,}$/.test(word) || /^\d/.test(word)) continue // acronym or figure
    if (ALWAYS_CAPITAL.has(word) || properNouns.has(word)) continue
    return `"${label}": "${raw}" is capitalised (labels are in sentence case)`
  }
  return null
}

/**
 * Link and button labels that are not in sentence case. `names` are whole phrases that
 * keep their own case where they make up a line of a label (a person's name or job title
 * on a video card).
 */
export function labelCase(pages: BuiltPage[], properNouns: ReadonlySet<string>, names: ReadonlySet<string>): string[] {
  const seen = new Set<string>()
  const problems: string[] = []
  for (const page of pages) {
    const labels = [
      ...page.links.map((l) => ({ lines: l.lines, inText: l.inText })),
      ...page.buttons.map((lines) => ({ lines, inText: false })),
    ]
    for (const { lines, inText } of labels) {
      // A card's label may be a name and a job title, which keep their own case.
      const rest = lines.map((line) =>
        // Only phrases of two words or more: a one-word title ("Agent") is also an ordinary word.
        [...names]
          .filter((name) => name.includes(" "))
          .reduce((text, name) => text.split(name).join(" "), line)
          .trim(),
      )
      for (const line of rest.filter(Boolean)) {
        if (seen.has(line)) continue
        seen.add(line)
        const problem = labelCaseProblem(line, properNouns, { inText })
        if (problem) problems.push(`${page.path}: ${problem}`)
      }
    }
  }
  return problems
}

// ---------- year counts ----------

const NUMBER_WORDS = [
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty",
]
  .join(" ")
  .split(" ")

/** "17", "seventeen", "twenty-one" → a number, or null. */
export function numberOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\+$/, "")
  if (/^\d+$/.test(w)) return Number(w)
  const index = NUMBER_WORDS.indexOf(w)
  if (index >= 0) return index
  const m = /^(twenty|thirty|forty|fifty)-(\w+)$/.exec(w)
  if (m) {
    const unit = NUMBER_WORDS.indexOf(m[2])
    const tens = { twenty: 20, thirty: 30, forty: 40, fifty: 50 }[m[1] as "twenty"]
    return unit > 0 && unit < 10 ? tens + unit : null
  }
  return null
}

const N = String.raw`(\d+|[a-z]+(?:-[a-z]+)?)\+?`
/** Phrases that count the agency's age: "17+ years in business", "Seventeen years ago", "family-owned for 17 years". */
const AGE_PHRASES = [
  new RegExp(String.raw`\b${N} years? (?:ago|in (?:the )?business|of experience|under the same family)\b`, "gi"),
  new RegExp(String.raw`\b${N} years later,? (?:he|she|the agency|we)\b`, "gi"),
  new RegExp(String.raw`\bfamily-owned for (?:more than |over )?${N} years\b`, "gi"),
  new RegExp(String.raw`\b(?:over|more than) ${N} years of experience\b`, "gi"),
]

/**
 * Counts of the agency's years that disagree with foundedYear (to the build's year).
 * `allowed` holds other counts the data states (the carrier's years).
 */
export function yearCountMismatches(
  pages: BuiltPage[],
  yearsInBusiness: number,
  allowed: readonly number[] = [],
): string[] {
  const ok = new Set([yearsInBusiness, ...allowed])
  const problems: string[] = []
  for (const page of pages) {
    for (const text of [...page.previews.map((p) => p.text), ...page.regions.flatMap((r) => r.lines)]) {
      for (const pattern of AGE_PHRASES) {
        for (const match of text.matchAll(pattern)) {
          const n = numberOf(match[1])
          if (n !== null && !ok.has(n)) {
            problems.push(
              `${page.path}: "${match[0]}" in "${text.slice(0, 120)}" but foundedYear gives ${yearsInBusiness}`,
            )
          }
        }
      }
    }
  }
  return problems
}

// ---------- coverage ----------

const COVERAGE_CLAIM = /\bup to \$\d[\d,]*|\bno medical exam\b|\$35,000\b/i
/** What a page that states coverage must also say, somewhere on it. */
export const COVERAGE_NOTICE = {
  solicitation: /this is a solicitation of insurance/i,
  gradedBenefit: /\bgraded\b/i,
  states: /offered only in the states/i,
  limits: /(?:limits|issue ages?)[^.]*vary|vary by (?:age|plan)/i,
} as const

/** Pages that state coverage without the solicitation line, the graded benefit, the states it is offered in or limits. */
export function coverageWithoutNotice(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) => {
    const lines = page.regions.flatMap((r) => r.lines)
    const claim = lines.find((l) => COVERAGE_CLAIM.test(l))
    if (!claim) return []
    const all = lines.join("\n")
    const missing = Object.entries(COVERAGE_NOTICE)
      .filter(([, pattern]) => !pattern.test(all))
      .map(([name]) => name)
    return missing.length ? [`${page.path}: "${claim.slice(0, 100)}" without the notice of ${missing.join(", ")}`] : []
  })
}

// ---------- acceptance ----------

/** Bands that promise acceptance without the graded-benefit limit in their visible text. */
export function acceptanceWithoutGradedBenefit(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions.flatMap((region) => {
      const claim = region.lines.find(promisesAcceptance)
      if (!claim || region.visible.some(statesGradedBenefit)) return []
      return [`${page.path}: "${claim.slice(0, 120)}" (section "${region.name}") has no graded-benefit limit beside it`]
    }),
  )
}

/** What a preview that promises acceptance says of its limit, briefly. */
const PREVIEW_LIMIT = /health questions|graded/i

/** Descriptions and link previews that promise acceptance without a word of its limit. */
export function acceptanceInPreviewsWithoutLimit(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.previews
      .filter((p) => /description$/.test(p.name) && promisesAcceptance(p.text) && !PREVIEW_LIMIT.test(p.text))
      .map((p) => `${page.path}: ${p.name} "${p.text}" promises acceptance without naming the health questions`),
  )
}

// ---------- booking ----------

/** The call-and-text consent: how to stop, and that it is optional. */
export const CALL_CONSENT = [/Reply STOP/, /not a condition/i] as const

/**
 * The band holding the booking calendar: its frame (titled as a booking calendar), or,
 * while the calendar is not set up, the alternative shown in its place.
 */
export function bookingRegion(page: BuiltPage): Region | undefined {
  return (
    page.regions.find((r) => r.embeds.some((e) => e.kind === "frame" && /booking|calendar/i.test(e.title))) ??
    page.regions.find((r) => r.embeds.some((e) => e.kind === "alternative"))
  )
}

/** Booking pages without the call-and-text consent in the visible text of the booking's band. */
export function bookingWithoutConsent(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) => {
    const region = bookingRegion(page)
    if (!region) return [`${page.path}: no booking calendar, nor the alternative shown in its place`]
    const missing = CALL_CONSENT.filter((pattern) => !region.visible.some((line) => pattern.test(line)))
    return missing.length
      ? [
          `${page.path}: the booking (section "${region.name}") has no call-and-text consent beside it (missing ${missing.join(" and ")})`,
        ]
      : []
  })
}

// ---------- ratings ----------

const GRADE = String.raw`(?:[A-C](?:\+\+|\+|-)?|[D-F])`
const RATER = String.raw`(?:A\.?\s?M\.? Best|BBB|Better Business Bureau)`
/**
 * A rating shown as a grade: a badge line that starts with the grade and names a rating
 * ("A+ BBB rating", "A the carrier's financial strength rating"), or a grade beside its
 * rater ("rated A by AM Best", "BBB rating: A+", "A from AM Best").
 */
const RATING_SHOWN = [
  new RegExp(String.raw`^${GRADE}(?=\s).*\b(?:[Rr]ating\b|${RATER})`),
  new RegExp(String.raw`(?:^|[\s(:])${GRADE} (?:from|by) (?:the )?${RATER}`),
  new RegExp(String.raw`\b${RATER}(?: rating)?(?: of|:)? ${GRADE}(?=$|[\s,.;)])`),
  new RegExp(String.raw`\b[Rr]ated ${GRADE}(?=$|[\s,.;)])`),
]
/** A rating stated with its date ("as of June 30, 2025") or its scale ("scale A+ to F"), naming the rater. */
const RATING_STATED = new RegExp(String.raw`${RATER}[^]*\b(?:as of|scale)\b|\b(?:as of|scale)\b[^]*${RATER}`, "i")

/** Bands that show a rating's grade without, in their visible text, the rating with its rater and date or scale. */
export function undatedRatings(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions.flatMap((region) => {
      const shown = region.visible.find((line) => RATING_SHOWN.some((pattern) => pattern.test(line)))
      if (!shown || region.visible.some((line) => RATING_STATED.test(line))) return []
      return [
        `${page.path}: "${shown.slice(0, 120)}" (section "${region.name}") shows a rating without its rater's date or scale beside it`,
      ]
    }),
  )
}

// ---------- e-mail in addresses ----------

const EMAIL = /[\w.+-]+@(?:[\w-]+\.)+([a-z]{2,})\b/gi
/** Names such as logo@2x.png are files, not e-mails. */
const FILE_EXTENSION = /^(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|json|pdf|woff2?|ttf|mp4|webm|html?)$/i
/** A query or fragment parameter that carries an e-mail by name ("email=", "e-mail=", "emailAddress="). */
const EMAIL_PARAMETER = /[?&#;]e[-_]?mail(?:[-_]?address)?=/i

/** The e-mail, or the e-mail parameter, an address carries; null for none. */
export function emailInAddress(url: string): string | null {
  // A mailto: link is the e-mail itself, and a data: address is requested from no one.
  if (/^\s*(?:mailto|data):/i.test(url)) return null
  let decoded = url
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, " "))
  } catch {
    // A stray % is not an e-mail: read the address as written.
  }
  const parameter = EMAIL_PARAMETER.exec(url) ?? EMAIL_PARAMETER.exec(decoded)
  if (parameter) return parameter[0].slice(1)
  const email = [...decoded.matchAll(EMAIL)].find((m) => !FILE_EXTENSION.test(m[1]))
  return email?.[0] ?? null
}

/**
 * Addresses that carry an e-mail (in their path, query or fragment, or an email=
 * parameter even while empty): the e-mail would reach the server logs, the analytics,
 * the browser's history and, through the referrer, third parties.
 */
export function emailsInAddresses(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.addresses.flatMap(({ where, url }) => {
      const email = emailInAddress(url)
      return email ? [`${page.path}: ${where} → ${url} carries an e-mail (${email})`] : []
    }),
  )
}

/**
 * Scripts of the build that write an e-mail parameter into an address: a link made in
 * the browser (from what the visitor typed or stored) that the served HTML cannot show.
 */
export function emailParametersInScripts(scripts: { name: string; text: string }[]): string[] {
  // In code, "a&&email=b" assigns and "a&email==b" compares: neither is an address.
  const parameter = new RegExp(
    String.raw`(?<![&|])` + EMAIL_PARAMETER.source.replace("[?&#;]", "[?&]") + String.raw`(?!=)`,
    "gi",
  )
  return scripts.flatMap(({ name, text }) =>
    [...text.matchAll(parameter)].map((m) => {
      const at = m.index ?? 0
      return `${name}: "${text.slice(Math.max(0, at - 40), at + m[0].length + 20)}" writes an e-mail into an address`
    }),
  )
}

// ---------- every built page ----------

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
  dataDir: string,
  {
    parse,
    year,
    routes,
  }: { parse: (html: string) => Document; year: number; routes: { path: string; listed: boolean }[] },
): RuleResult[] {
  const site = readSite(dataDir)
  const people = readSingle(dataDir, peopleCollection).people
  const tripData = readCollection(dataDir, tripCollection).map((t) => t.data)
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
  const bookingPaths = new Set(readSingle(dataDir, bookingCollection).variants.map((v) => v.path))
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

// ---------- naming where a broken text comes from ----------

/** A text of data/: its file (from data/'s parent), its field's path in the file, its words. */
type DataText = { file: string; field: string; pieces: string[] }

/** Every text of data/'s JSON files, split at its {tokens} into the words written in the file. */
function dataTexts(dataDir: string): DataText[] {
  return matchFiles(dataDir, "**/*.json").flatMap((file) =>
    stringsOf(JSON.parse(fs.readFileSync(nodePath.join(dataDir, file), "utf8"))).flatMap(({ field, text }) => {
      const pieces = text
        .split(/\{\w+\}/)
        .map((piece) => piece.replace(/\s+/g, " ").trim())
        .filter((piece) => piece.length >= 6)
      // Too few words of its own to tell where a quote comes from ("Apply", "{company}").
      return pieces.join("").length >= 12 ? [{ file: `data/${file}`, field, pieces }] : []
    }),
  )
}

/**
 * Whether `quote` holds a text's words, in order up to where the quote may have been cut
 * short (the last words it holds being the start of one of the text's pieces), or is
 * itself part of one piece.
 */
function holdsWords(quote: string, pieces: string[]): boolean {
  if (pieces.some((piece) => piece.includes(quote))) return true
  for (const piece of pieces) {
    if (quote.includes(piece)) continue
    for (let k = piece.length - 1; k >= 12; k--) if (quote.endsWith(piece.slice(0, k))) return true
    return false
  }
  return true
}

/**
 * Where the text a problem quotes (its first quote: the rest name a section or a place)
 * comes from in data/, as "data/home.json, hero.title": the fields whose written words the
 * quote holds, leaving out a field whose words are all within another's (a keyword such as
 * "final expense" inside the sentence that holds it). Several fields are named when a
 * quote joins them (a band's line may be a sentence from each of two fields).
 */
export function sourcesOf(problem: string, texts: DataText[]): string[] {
  const quote = /"([^"]{12,})"/.exec(problem)?.[1].replace(/\s+/g, " ").trim()
  if (!quote) return []
  const held = texts.filter((text) => holdsWords(quote, text.pieces))
  const words = (text: DataText) => text.pieces.join(" ")
  return held
    .filter(
      (text) =>
        !held.some((other) => other !== text && words(other).includes(words(text)) && words(other) !== words(text)),
    )
    .map((text) => `${text.file}, ${text.field}`)
    .filter((source, i, all) => all.indexOf(source) === i)
}

/**
 * The build's error for rules its pages break: each rule, each problem (the page and the
 * text), and the data file and field the text comes from, for the person who edited it.
 */
export function copyRulesReport(broken: RuleResult[], dataDir: string): string {
  const texts = dataTexts(dataDir)
  const lines = broken.flatMap(({ rule, problems }) => [
    `${rule}:`,
    ...problems.flatMap((problem) => {
      const sources = sourcesOf(problem, texts)
      return [`  ${problem}`, ...(sources.length ? [`    from ${sources.join("; ")}`] : [])]
    }),
  ])
  return `The built pages break the copy rules (src/node/copy-rules.ts); change the text in the data file named:\n${lines.join("\n")}`
}

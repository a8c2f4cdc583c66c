/**
 * The HTML reader of built pages: what the copy rules see of a page (its previews, links,
 * buttons, bands with their lines and embeds, element ids and every address it holds),
 * read from the document a browser without JavaScript makes of the served HTML.
 */
import { JSDOM } from "jsdom"
import { DISCLOSURE_ANCHORS } from "../../lib/disclosures"

/**
 * Reads HTML into a document as a browser without JavaScript does. One window's parser
 * serves every page: a window of its own for each page cost twice the time.
 */
export function htmlParser(): (html: string) => Document {
  const parser = new new JSDOM("").window.DOMParser()
  return (html) => parser.parseFromString(html, "text/html")
}

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
  /** The text at each disclosure's anchor (src/lib/disclosures.ts), where the page says it in full. */
  disclosures: Map<string, string>
  /** Every address the page holds (links, forms, frames, the head's), where each stands. */
  addresses: PageAddress[]
}

/** An address in a page: a link's href, a form's action, a frame's src, a meta refresh's url... */
type PageAddress = { where: string; url: string }

type PageLink = {
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
  /** A band of <main> (not the header or the footer every page shares). */
  inMain: boolean
  /** The #anchors its links point to, without the #. */
  pointsTo: string[]
  /** Every line, screen-reader-only text included. */
  lines: string[]
  /** The lines a sighted reader sees: without visually-hidden, aria-hidden or hidden elements. */
  visible: string[]
  /** The visible lines at the band's own text size: without <small> print. */
  readable: string[]
  /** The third-party frames in the band, and the alternatives shown in place of unset ones. */
  embeds: RegionEmbed[]
  /** The quotes of the band marked as telling of a person's results (`speaksOfResults` in data/people.json). */
  resultQuotes: string[]
}

/** A frame (its title and address) or the alternative shown where an unset frame would be. */
type RegionEmbed = { kind: "frame" | "alternative"; title: string; src: string }

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
function linesOf(el: Element, visibleOnly = false, readableOnly = false): string[] {
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
  // A link to the same page in another language (hreflang) names a language, not a destination.
  const links = Array.from(doc.querySelectorAll("a[href]:not([hreflang])")).map((a) => {
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
    regions.push(regionOf(heading, band, true))
  }
  for (const el of Array.from(doc.querySelectorAll("body > header, body header, footer"))) {
    if (!main?.contains(el)) regions.push(regionOf(el.tagName.toLowerCase(), el, false))
  }
  const ids = new Set(Array.from(doc.querySelectorAll("[id]")).map((el) => el.id))
  const disclosures = new Map(
    Object.values(DISCLOSURE_ANCHORS).flatMap((id) => {
      const el = doc.getElementById(id)
      return el ? [[id, linesOf(el, true).join(" ")] as const] : []
    }),
  )
  return { path, previews, links, buttons, regions, ids, disclosures, addresses: addressesOf(doc) }
}

function regionOf(name: string, el: Element, inMain: boolean): Region {
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
  const pointsTo = Array.from(el.querySelectorAll('a[href^="#"]')).map((a) => (a.getAttribute("href") ?? "").slice(1))
  return {
    name,
    inMain,
    pointsTo,
    lines: linesOf(el),
    visible: linesOf(el, true),
    readable: linesOf(el, true, true),
    embeds,
    resultQuotes: Array.from(el.querySelectorAll("blockquote[data-speaks-of-results]")).map((q) =>
      linesOf(q).join(" "),
    ),
  }
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

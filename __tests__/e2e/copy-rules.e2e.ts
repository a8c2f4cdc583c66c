/**
 * The copy rules of the built pages (src/node/copy-rules/run.ts) over the suite's build:
 * the build itself runs them (src/node/post-build/index.ts) and fails on a problem (the
 * rules of one field's words ran on data/ before it), so the suite's build passing is their
 * verdict; here, that the same function reads every page the build left (a rule that read
 * no page would pass anything). Then the plain words of the pages families read first, and
 * what the pages show in place of the third-party embeds this build has no account for.
 */
import fs from "fs"
import path from "path"
import { builtPageRules } from "../../src/node/copy-rules/run"
import { shippedData } from "../fixtures/shipped-data"
import { siteRoutes, spanishPages } from "../../src/lib/routes"
import { htmlParser, readBuiltPage } from "../../src/node/copy-rules/built-page"
import { htmlFiles } from "../../src/node/post-build/pages"
import { FAMILIES_GRADE, gradeOf, mainText } from "../../src/node/copy-rules/readability"
import { categoryAnchor } from "../../src/lib/faq-search"
import { E2E_PUBLIC } from "./support/site"
import { readData } from "../fixtures/data-files"
import type { SiteData } from "../../src/node/site"

const ROOT = path.resolve(__dirname, "../..")
const PUBLIC = E2E_PUBLIC
const DATA = path.join(ROOT, "data")
const site = readData<SiteData>(DATA, "site.json")

const parse = htmlParser()
/** The served document of a built page file of public/, as a browser without JavaScript (or before it) reads it. */
const servedFile = (file: string) => parse(fs.readFileSync(path.join(PUBLIC, file), "utf8"))

it("the build's copy rules read every page the build left", () => {
  // Which pages the rules read, not their verdict (the build's own run gave it): each page
  // read is recorded and given to the rules as an empty document, so the pages' text is
  // not parsed a second time.
  const read: string[] = []
  const data = shippedData()
  builtPageRules(PUBLIC, data, {
    parse: (html) => {
      read.push(html)
      return parse("<main></main>")
    },
    routes: siteRoutes(site, spanishPages(data.files, site)),
  })
  // Every page file, less Gatsby's second copy of the 404 page (404.html is the one served).
  const pages = htmlFiles(PUBLIC)
    .map((file) => path.relative(PUBLIC, file))
    .filter((file) => file !== path.join("404", "index.html"))
  const fileOf = new Map(pages.map((file) => [fs.readFileSync(path.join(PUBLIC, file), "utf8"), file]))
  expect(pages.length).toBeGreaterThan(30)
  expect(read.map((html) => fileOf.get(html) ?? "a document that is no page file").sort()).toEqual(pages.sort())
})

describe("plain words for families", () => {
  /** The main text of a built page, or of one part of it (an element's id; "" for the whole page), as its reader sees it. */
  const textOf = (file: string, part: string) => {
    let doc = servedFile(file)
    if (part) {
      const html = doc.getElementById(part)?.outerHTML ?? ""
      doc = parse(`<main>${html}</main>`)
    }
    return mainText(readBuiltPage(doc, file))
  }
  it.each([
    ["the home page", "index.html", ""],
    ["/our-product", "our-product.html", ""],
    ["/quote", "quote.html", ""],
    ["/get-quote", "get-quote.html", ""],
    ["/contact", "contact.html", ""],
    ["the FAQ's coverage questions", "faq.html", categoryAnchor("products_coverage")],
  ])(`%s reads at US grade ${FAMILIES_GRADE} or below (Flesch-Kincaid)`, (_name, file, part) => {
    const { grade, words } = gradeOf(textOf(file, part))
    expect(words).toBeGreaterThan(100)
    expect(Math.round(grade * 10) / 10).toBeLessThanOrEqual(FAMILIES_GRADE)
  })
})

describe("third-party embeds as shipped (every account id in data/site.json empty)", () => {
  /** The served document of a page by its address (the inverse of builtPages' naming). */
  const served = (address: string) => servedFile(address === "/" ? "index.html" : `${address.slice(1)}.html`)

  // Whether a form's script loads at run time is the embed components' own test
  // (__tests__/components/embeds-unset.test.tsx); here, that the pages place them.
  it("/podcast shows no third-party frame, and offers a call and the contact page instead", () => {
    const doc = served("/podcast")
    expect(doc.querySelectorAll("main iframe").length).toBe(0)
    const alternative = doc.querySelector("main [data-embed-alternative]")
    expect(alternative?.querySelectorAll('a[href^="tel:"]').length).toBe(1)
    expect(alternative?.querySelectorAll('a[href="/contact"]').length).toBe(1)
  })

  it.each(["/request-info", "/ziprecruiter"])(
    "%s shows no third-party frame but the site's own request for information, once",
    (address) => {
      const doc = served(address)
      expect(doc.querySelectorAll("main iframe").length).toBe(0)
      expect(doc.querySelectorAll("main form[data-lead-form='request-info']").length).toBe(1)
    },
  )

  it.each(["/", "/contact", "/quote", "/get-quote"])(
    "%s shows no third-party frame but the map, and the site's own quote request instead of the form service's",
    (address) => {
      const doc = served(address)
      const frames = Array.from(doc.querySelectorAll("main iframe")).map((el) => el.getAttribute("src") ?? "")
      expect(frames.filter((src) => !src.startsWith(site.embeds.mapEmbedUrl))).toEqual([])
      expect(doc.querySelectorAll("main form[data-lead-form='quote-request']").length).toBe(1)
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

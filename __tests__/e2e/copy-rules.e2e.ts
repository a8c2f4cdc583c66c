/**
 * @jest-environment jsdom
 */
/**
 * The copy rules of the built pages (src/node/copy-rules/run.ts) over the suite's build:
 * the build itself runs them (src/node/post-build/index.ts) and fails on a problem (the
 * rules of one field's words ran on data/ before it); here, that it ran them on
 * every page the build left (a rule that read no page would pass anything), by the same
 * function. Then what the pages show in place of the third-party embeds this build has no
 * account for.
 */
import fs from "fs"
import path from "path"
import { builtPageRules } from "../../src/node/copy-rules/run"
import { checkData } from "../../src/node/features"
import { siteRoutes } from "../../src/lib/routes"
import { readBuiltPage } from "../../src/node/copy-rules/built-page"
import { FAMILIES_GRADE, gradeOf, mainText } from "../../src/node/copy-rules/readability"
import { categoryAnchor } from "../../src/lib/faq-search"
import { E2E_PUBLIC } from "./support/site"

const ROOT = path.resolve(__dirname, "../..")
const PUBLIC = E2E_PUBLIC
const DATA = path.join(ROOT, "data")
const site = JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8"))

/** The served document of a built page file of public/, as a browser without JavaScript (or before it) reads it. */
const servedFile = (file: string) =>
  new DOMParser().parseFromString(fs.readFileSync(path.join(PUBLIC, file), "utf8"), "text/html")

it("the build's pages keep every copy rule, read page by page", () => {
  const read: string[] = []
  const results = builtPageRules(PUBLIC, checkData(DATA), {
    parse: (html) => {
      read.push(html)
      return new DOMParser().parseFromString(html, "text/html")
    },
    routes: siteRoutes(site),
  })
  expect(read.length).toBeGreaterThan(30)
  expect(results.length).toBeGreaterThan(12)
  expect(results.filter((r) => r.problems.length)).toEqual([])
})

describe("plain words for families", () => {
  /** The main text of a built page, or of one part of it (an element's id; "" for the whole page), as its reader sees it. */
  const textOf = (file: string, part: string) => {
    let doc = servedFile(file)
    if (part) {
      const html = doc.getElementById(part)?.outerHTML ?? ""
      doc = new DOMParser().parseFromString(`<main>${html}</main>`, "text/html")
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

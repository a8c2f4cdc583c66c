/**
 * Navigation and layout that feel native: the full menu on laptops, scrolling like the
 * browser's own, the head of a page reached within the app, the self-hosted typeface, a
 * start without layout shift or locale data. (The current page's mark is checked in
 * __tests__/components/nav-bar.test.tsx; every route's layout from 320 to 1440 px by the
 * crawl.)
 */
import http from "http"
import type { AddressInfo } from "net"
import type { Browser, Page } from "playwright-core"
import { en as navigation } from "../../data/navigation.json"
import testimonials from "../../data/testimonials.json"
import {
  fetchHtml,
  hydrated,
  launchBrowser,
  openPage,
  prefetched,
  recordPageDataReads,
  recordScripts,
  scriptArrival,
  scrollAtRest,
  until,
} from "./support/browser"
import { SITE_ORIGIN } from "./support/env"
import { ROUTES } from "./routes/index"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" })

/**
 * Where the visitor is in a page's content: the first of `selector`'s elements at least
 * partly on screen (its place among them), how far its top is from the top of the window,
 * the window's scrollY and the document's height (which tells, when a reading is off,
 * whether the content above grew or the window scrolled elsewhere).
 */
const firstInView = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const marks = Array.from(document.querySelectorAll(selector))
    const index = marks.findIndex((mark) => mark.getBoundingClientRect().bottom > 0)
    return {
      index,
      top: Math.round(marks[index]?.getBoundingClientRect().top ?? NaN),
      scrollY: window.scrollY,
      height: document.documentElement.scrollHeight,
    }
  }, selector)

/**
 * Where the page comes to rest: the first reading, a frame apart, of five in a row with the
 * same element within 4 px of where the visitor `left` it, however long a busy machine takes
 * (at most 30 s; then the last reading). While a document loads, the browser may show a
 * position for a frame before the page's own restoration and its fonts have settled.
 */
async function comesToRest(page: Page, selector: string, left: { index: number; top: number }) {
  const deadline = Date.now() + 30_000
  let shown = await firstInView(page, selector)
  for (let atRest = 0; atRest < 5 && Date.now() < deadline;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    shown = await firstInView(page, selector)
    atRest = shown.index === left.index && Math.abs(shown.top - left.top) <= 4 ? atRest + 1 : 0
  }
  return shown
}

/**
 * Where the visitor leaves the page: the first reading, a frame apart, of five in a row that
 * agree (at most 30 s; then the last reading). A band drawn late above the window changes
 * the content's height, and the browser's scroll anchoring then moves scrollY to keep the
 * content in place; a visitor's tap comes after the page has stopped moving.
 */
async function atRest(page: Page, selector: string) {
  const deadline = Date.now() + 30_000
  let shown = await firstInView(page, selector)
  for (let same = 0; same < 5 && Date.now() < deadline;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    const next = await firstInView(page, selector)
    same = JSON.stringify(next) === JSON.stringify(shown) ? same + 1 : 0
    shown = next
  }
  return shown
}

/**
 * Waits until Gatsby has recorded the window's position `y` for the current history entry
 * of `path` (it records it a frame after the page scrolls), which Back restores.
 */
const positionRecorded = (page: Page, path: string, y: number) =>
  until(
    page,
    ({ path, y }) =>
      Object.keys(sessionStorage).some(
        (key) => key.startsWith(`@@scroll|${path}|`) && Math.abs(Number(sessionStorage.getItem(key)) - y) < 2,
      ),
    { path, y },
  )

describe("the full menu from 1024 px", () => {
  it("shows the nine links in order and Apply Now on one row, no menu button, at 1024, 1280 and 1440 px; below 1024 px the menu button replaces them", async () => {
    // One page, its window resized as a visitor's would be (the crawl loads every page at every width).
    const { page, errors } = await openPage(browser, "/faq", { viewport: { width: 1024, height: 800 } })
    try {
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 })
        const links = mainNav(page).getByRole("link")
        const shown = await links.evaluateAll((as) =>
          as.map((a) => {
            const r = a.getBoundingClientRect()
            return {
              label: a.textContent,
              visible: r.width > 0 && r.height > 0,
              top: Math.round(r.top),
              right: r.right,
            }
          }),
        )
        expect(shown.map((l) => l.label)).toEqual(navigation.menu.map((l) => l.label))
        expect({ width, allVisible: shown.every((l) => l.visible) }).toEqual({ width, allVisible: true })
        const apply = page.locator("header").getByRole("link", { name: "Apply Now" })
        await expect(apply.isVisible()).resolves.toBe(true)
        const applyBox = await apply.boundingBox()
        // One row: every link and Apply Now share the bar's line, and nothing runs past the screen.
        expect({ width, rows: new Set(shown.map((l) => l.top)).size }).toEqual({ width, rows: 1 })
        expect(Math.abs((applyBox?.y ?? 0) + (applyBox?.height ?? 0) / 2 - (shown[0].top + 22))).toBeLessThan(12)
        expect((applyBox?.x ?? 0) + (applyBox?.width ?? 0)).toBeLessThanOrEqual(width)
        await expect(page.getByRole("button", { name: "Open menu" }).isVisible()).resolves.toBe(false)
      }
      await page.setViewportSize({ width: 1000, height: 800 })
      await expect(page.getByRole("button", { name: "Open menu" }).isVisible()).resolves.toBe(true)
      await expect(mainNav(page).isVisible()).resolves.toBe(false)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

describe("scrolling like the browser's own", () => {
  it.each([
    ["/faq", "Contact", "a page with the office map", "main summary", 1200],
    ["/", "Contact", "the home page, its fourth band in view", "main h2", 2500],
  ])(
    "%s: Back from %s (%s) comes back in place, in the same document, to the content it was left at, at the same height",
    async (path, label, _why, selector, y) => {
      const { page, errors } = await openPage(browser, path, {
        viewport: { width: 1280, height: 800 },
        beforeLoad: recordPageDataReads,
      })
      try {
        // A mark on the document: it survives only while the app keeps the same document.
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), y)
        await until(page, (y) => Math.abs(window.scrollY - y) < 2, y)
        await prefetched(page, "contact")
        const left = await atRest(page, selector)
        expect(left.index).toBeGreaterThanOrEqual(0)
        // The position Back restores is the one the page came to rest at.
        await positionRecorded(page, path, left.scrollY)
        await mainNav(page).getByRole("link", { name: label }).click()
        await page.waitForURL((url) => url.pathname !== path)
        await page.getByRole("heading", { level: 1 }).waitFor()
        await page.goBack()
        await page.waitForURL((url) => url.pathname === path)
        await page.waitForLoadState("load")
        // A web font arriving after the restoration may change the height of the text above
        // by a few pixels; the browser's scroll anchoring then keeps the same content on
        // screen, at a slightly different scrollY: the content is what must come back.
        const back = await comesToRest(page, selector, left)
        // The same content, within 4 px. A failure prints both readings (index, top, scrollY,
        // document height), which tell whether the content above grew or the window moved.
        const offBy = back.top - left.top
        const cameBack = back.index === left.index && Math.abs(offBy) <= 4
        expect(cameBack ? "the same content within 4 px" : { left, back, offBy }).toBe("the same content within 4 px")
        await expect(page.evaluate(() => "__sameDocument" in window)).resolves.toBe(true)
        expect(errors).toEqual([])
      } finally {
        await page.context().close()
      }
    },
  )

  it("a new page starts at the top at once: from the bottom of /faq, no frame shows it anywhere else", async () => {
    const { page } = await openPage(browser, "/faq", {
      viewport: { width: 1280, height: 800 },
      beforeLoad: recordPageDataReads,
    })
    try {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }))
      await prefetched(page, "podcast")
      // Record the heading and scroll position of every frame drawn from the click on.
      await page.evaluate(() => {
        const w = window as unknown as { __frames: { h1: string; y: number }[] }
        w.__frames = []
        const sample = () => {
          w.__frames.push({ h1: document.querySelector("h1")?.textContent ?? "", y: window.scrollY })
          if (w.__frames.length < 120) requestAnimationFrame(sample)
        }
        requestAnimationFrame(sample)
      })
      await mainNav(page).getByRole("link", { name: "Podcast" }).click()
      await page.waitForURL(/\/podcast$/)
      await until(page, () => (window as unknown as { __frames: unknown[] }).__frames.length >= 30)
      const frames = await page.evaluate(
        () => (window as unknown as { __frames: { h1: string; y: number }[] }).__frames,
      )
      // Every frame that shows the new page shows it from the top.
      const podcastH1 = ROUTES.find((r) => r.path === "/podcast")?.h1
      const onNewPage = frames.filter((f) => (podcastH1 instanceof RegExp ? podcastH1.test(f.h1) : f.h1 === podcastH1))
      expect(onNewPage.length).toBeGreaterThan(0)
      expect(onNewPage.filter((f) => f.y !== 0)).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it("stops an anchor below the fixed top bar, and glides to an anchor only when the visitor has not asked for reduced motion", async () => {
    const { page } = await openPage(browser, "/faq#income-earnings", { reducedMotion: "reduce" })
    try {
      // The page jumps to the anchor as it loads and again as it hydrates; the typefaces
      // arriving can still move it. Read it once they are in and it has stopped.
      await page.evaluate(() => document.fonts.ready)
      await scrollAtRest(page)
      const { top, bar } = await page.evaluate(() => ({
        top: document.getElementById("income-earnings")?.getBoundingClientRect().top ?? -1,
        bar: document.querySelector("header")?.getBoundingClientRect().bottom ?? 0,
      }))
      expect(top).toBeGreaterThanOrEqual(bar)
      // The glide, as the visitor's setting says: loaded asking for reduced motion, then the
      // same page with the setting switched (the browser applies it to the page at once).
      for (const [reducedMotion, expected] of [
        ["reduce", "auto"],
        ["no-preference", "smooth"],
      ] as const) {
        await page.emulateMedia({ reducedMotion })
        const behaviour = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
        expect({ reducedMotion, behaviour }).toEqual({ reducedMotion, behaviour: expected })
      }
    } finally {
      await page.context().close()
    }
  })
})

describe("following a link within the site", () => {
  /** The title and canonical address the built HTML of `path` carries. */
  async function builtHead(path: string) {
    const { html } = await fetchHtml(path)
    return {
      title: /<title[^>]*>([^<]*)<\/title>/.exec(html)![1].replace(/&amp;/g, "&"),
      canonical: /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)![1],
    }
  }
  const head = (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    }))

  it("gives each page reached, Back included, its own head, as after a load of its own, with react-helmet fetched on the first move and not on load; hovering and following menu links asks each page's data once, and the office map's frame loads under the first page's policy", async () => {
    // react-helmet, which writes the head in the browser, is known by the attribute it marks its tags with.
    const HELMET = "data-react-helmet"
    let scripts: ReturnType<typeof recordScripts> | undefined
    // The page's scripts' requests for page data: Gatsby's loader reads it with
    // XMLHttpRequest, any other code would fetch it. The `<link rel="prefetch">` hint Gatsby
    // adds for a link in view, before its loader reads the same file, is the browser's and
    // not counted.
    const asked = new Map<string, number>()
    // The office map's frame is asked for; a policy that refused it would block it before any request.
    let mapAsked = () => {}
    const mapRequested = new Promise<void>((resolve) => (mapAsked = resolve))
    const { page, errors } = await openPage(browser, "/faq", {
      viewport: { width: 1280, height: 800 },
      beforeLoad: async (p) => {
        await recordPageDataReads(p)
        scripts = recordScripts(p)
        p.on("request", (request) => {
          if (request.url().startsWith("https://www.google.com/maps")) mapAsked()
          const { pathname } = new URL(request.url())
          if (!["xhr", "fetch"].includes(request.resourceType())) return
          if (/^\/page-data\/.+\/page-data\.json$/.test(pathname)) asked.set(pathname, (asked.get(pathname) ?? 0) + 1)
        })
      },
    })
    try {
      // The page has hydrated and its effects have run: nothing has asked for react-helmet.
      const onLoad = await scripts!.arrived()
      expect(onLoad.length).toBeGreaterThan(0)
      expect(onLoad.filter((s) => s.code.includes(HELMET)).map((s) => s.url)).toEqual([])
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
      // The first move, before any link is hovered: it brings react-helmet.
      await prefetched(page, "our-product")
      const helmet = scriptArrival(page, HELMET)
      await mainNav(page).getByRole("link", { name: "Our Product" }).click()
      await page.waitForURL(/\/our-product$/)
      await helmet
      const product = await builtHead("/our-product")
      await until(page, (title) => document.title === title, product.title)
      await expect(head(page)).resolves.toEqual(product)
      // Back on the first page, the head is its own again.
      await page.goBack()
      await page.waitForURL(/\/faq$/)
      const faq = await builtHead("/faq")
      await until(page, (title) => document.title === title, faq.title)
      await expect(head(page)).resolves.toEqual(faq)
      // From there, menu links hovered, then followed one after another.
      const moves = [
        ["Our Product", "/our-product"],
        ["Podcast", "/podcast"],
        ["Contact", "/contact"],
      ] as const
      for (const [label] of moves) await mainNav(page).getByRole("link", { name: label }).hover()
      for (const [label, path] of moves) {
        await mainNav(page).getByRole("link", { name: label }).click()
        await page.waitForURL((url) => url.pathname === path)
        const h1 = ROUTES.find((r) => r.path === path)!.h1
        await page.locator("main h1").filter({ hasText: h1 }).waitFor()
      }
      await page.locator("iframe[src*='maps']").scrollIntoViewIfNeeded()
      await mapRequested
      // Every move, Back included, kept the document the visitor loaded.
      await expect(page.evaluate(() => "__sameDocument" in window)).resolves.toBe(true)
      await expect(page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).resolves.toEqual([])
      for (const path of ["/faq", ...moves.map(([, path]) => path)]) {
        expect(asked.has(`/page-data${path}/page-data.json`)).toBe(true)
      }
      expect([...asked].filter(([, count]) => count !== 1)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

describe("the self-hosted typeface", () => {
  it("draws the h1 in the heading face, preloaded on a laptop, loaded from this site, and asks no font service", async () => {
    const requests: string[] = []
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    context.on("request", (r) => requests.push(r.url()))
    const { page } = await openPage(browser, "/", { context })
    try {
      const face = await page.evaluate(async () => {
        await document.fonts.ready
        const family = getComputedStyle(document.querySelector("h1") as HTMLElement).fontFamily
        const first = family.split(",")[0].replace(/"/g, "").trim()
        const loaded = [...document.fonts].some((f) => f.family.replace(/"/g, "") === first && f.status === "loaded")
        const preloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => ({
          file: (l.getAttribute("href") ?? "").replace(/-[0-9a-f]{32}\.woff2$/, ".woff2"),
          media: l.getAttribute("media"),
        }))
        // On a wide screen the heading face is asked for before the page is drawn.
        const paint = performance.getEntriesByName("first-contentful-paint")[0].startTime
        const heading = performance
          .getEntriesByType("resource")
          .find((e) => e.name.includes("source-serif-4-latin-700"))
        return { first, loaded, preloads, headingBeforePaint: heading !== undefined && heading.startTime < paint }
      })
      expect(face).toEqual({
        first: "Source Serif 4",
        loaded: true,
        preloads: [{ file: "/static/source-serif-4-latin-700-normal-basic.woff2", media: "(min-width: 1024px)" }],
        headingBeforePaint: true,
      })
      const fontFiles = requests.filter((u) => /\.woff2?(\?|$)/.test(u))
      expect(fontFiles.length).toBeGreaterThan(0)
      expect(fontFiles.filter((u) => !u.startsWith(SITE_ORIGIN))).toEqual([])
      expect(requests.filter((u) => /fonts\.(googleapis|gstatic)|typekit|fontawesome/.test(u))).toEqual([])
    } finally {
      await context.close()
    }
  })
})

/**
 * An init script: `window.__shift()` gives the layout shifts not caused by input, summed,
 * those delivered so far and those still in the observer's queue.
 */
function recordShifts() {
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean }
  let shift = 0
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as Shift[]) if (!entry.hadRecentInput) shift += entry.value
  }
  const observer = new PerformanceObserver((list) => add(list.getEntries()))
  observer.observe({ type: "layout-shift", buffered: true })
  ;(window as unknown as { __shift: () => number }).__shift = () => {
    add(observer.takeRecords())
    return shift
  }
}

/**
 * The page's layout shift so far (`recordShifts`), to three decimals as Lighthouse reports
 * CLS: a word nudged sideways as a face arrives late on a busy machine (0.0001) still reads
 * 0.000; a line that rewraps does not.
 */
async function roundedShift(page: Page): Promise<number> {
  const shift = await page.evaluate(() => (window as unknown as { __shift: () => number }).__shift())
  return Math.round(shift * 1000) / 1000
}

describe("a page starts without shifting and without locale data", () => {
  // The first Intl object (or locale-aware comparison or number string) a page makes has
  // the browser load its locale data: a task of tens of milliseconds, four times that on a
  // slow phone. The pages that show dollar amounts format them without it.
  it.each([
    "/",
    "/faq",
    "/testimonials",
    "/goalcalculator",
    "/comp-comparison",
    "/daniel-story",
    "/podcast",
    "/agent-incentives/hawaii-2016",
  ])(
    "%s loads with CLS 0 with its fonts in, and hydrates without Intl, localeCompare or toLocaleString",
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      await context.addInitScript(recordShifts)
      await context.addInitScript(() => {
        const w = window as unknown as { __localeUse: string[] }
        const used: string[] = []
        w.__localeUse = used
        for (const name of [
          "NumberFormat",
          "Collator",
          "DateTimeFormat",
          "PluralRules",
          "RelativeTimeFormat",
        ] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object
          ;(Intl as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
            used.push(`Intl.${name}`)
            return new Original(...args)
          }
        }
        const watch = (proto: object, method: string) => {
          const target = proto as Record<string, (...args: unknown[]) => unknown>
          const original = target[method]
          target[method] = function (this: unknown, ...args: unknown[]) {
            used.push(method)
            return original.apply(this, args)
          }
        }
        watch(String.prototype, "localeCompare")
        watch(Number.prototype, "toLocaleString")
        watch(Date.prototype, "toLocaleDateString")
        watch(Date.prototype, "toLocaleString")
      })
      try {
        const { page, errors } = await openPage(browser, path, { context })
        expect(await page.evaluate(() => (window as unknown as { __localeUse: string[] }).__localeUse)).toEqual([])
        expect(errors).toEqual([])
        // The faces swap in as they arrive; once every face the page asked for is in, a frame
        // lays the page out in them, and the shifts it caused wait in the observer's queue
        // if they have not been delivered yet.
        await page.evaluate(async () => {
          await document.fonts.ready
        })
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await roundedShift(page)).toBe(0)
      } finally {
        await context.close()
      }
    },
  )

  it("/testimonials draws its opening band before its stylesheet's file is in, and the rest of the page after it, without a shift", async () => {
    // A stand-in for a slow connection: the whole stylesheet's file held until the opening
    // band has been drawn (the page's own rules are in its head).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addInitScript(recordShifts)
    await context.addInitScript(() => {
      const w = window as unknown as { __largest: string }
      w.__largest = ""
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          w.__largest = entry.element?.closest("main") ? (entry.element.textContent ?? "") : ""
        }
      }).observe({ type: "largest-contentful-paint", buffered: true })
    })
    await context.route(/\.css$/, async (route) => {
      await held
      await route.continue()
    })
    try {
      const page = await context.newPage()
      await page.goto(`${SITE_ORIGIN}/testimonials`, { waitUntil: "commit" })
      await until(page, () => (window as unknown as { __largest: string }).__largest !== "")
      const { largest, ...drawn } = await page.evaluate(() => ({
        largest: (window as unknown as { __largest: string }).__largest,
        heading: document.querySelector("h1")?.textContent,
        sections: document.querySelectorAll("main section").length,
        footer: document.querySelector("footer") !== null,
      }))
      expect([testimonials.hero.title, testimonials.hero.lead]).toContain(largest)
      expect(drawn).toEqual({ heading: testimonials.hero.title, sections: 0, footer: false })
      release()
      await page.waitForLoadState("load")
      await hydrated(page)
      expect(await page.locator("main section").count()).toBeGreaterThan(3)
      await expect(page.locator("footer").isVisible()).resolves.toBe(true)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await roundedShift(page)).toBe(0)
    } finally {
      release()
      await context.close()
    }
  })

  it("/ arriving slowly draws nothing before its top bar is whole, so the bar's phone number never moves", async () => {
    // A stand-in for a slow connection: the site's own answer for /, sent up to the start of
    // the strip's phone link, and the rest only once the browser has had its chance to draw
    // (it has drawn, or the page holds its drawing until its main content is parsed).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const server = http.createServer((request, response) => {
      http.get(
        `${SITE_ORIGIN}${request.url}`,
        { headers: { ...request.headers, "accept-encoding": "identity" } },
        (upstream) => {
          const headers = { ...upstream.headers }
          delete headers["content-length"]
          response.writeHead(upstream.statusCode ?? 502, headers)
          if (request.url !== "/") return void upstream.pipe(response)
          const chunks: Buffer[] = []
          upstream.on("data", (chunk: Buffer) => chunks.push(chunk))
          upstream.on("end", () => {
            const html = Buffer.concat(chunks).toString("utf8")
            const split = html.indexOf(">", html.indexOf('<a href="tel:')) + 1
            response.write(html.slice(0, split))
            void held.then(() => response.end(html.slice(split)))
          })
        },
      )
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addInitScript(recordShifts)
    await context.addInitScript(() => {
      // When the page was first drawn, and when its main content was parsed.
      const start = { painted: -1, mainParsed: -1 }
      ;(window as unknown as { __start: typeof start }).__start = start
      new PerformanceObserver((list) => {
        if (start.painted < 0) start.painted = list.getEntries()[0].startTime
      }).observe({ type: "paint", buffered: true })
      new MutationObserver((_, observer) => {
        if (!document.getElementById("main")) return
        start.mainParsed = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    try {
      const page = await context.newPage()
      const { port } = server.address() as AddressInfo
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "commit" })
      await until(page, () => document.querySelector('header a[href^="tel:"]'))
      await until(
        page,
        () =>
          performance.getEntriesByType("paint").length > 0 ||
          document.head.querySelector('link[rel="expect"][blocking="render"]'),
      )
      release()
      await page.waitForLoadState("load")
      await hydrated(page)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      // The bar's phone number moving read 0.003.
      expect(await roundedShift(page)).toBe(0)
      const { painted, mainParsed } = await page.evaluate(
        () => (window as unknown as { __start: { painted: number; mainParsed: number } }).__start,
      )
      expect(mainParsed).toBeGreaterThan(0)
      expect(painted).toBeGreaterThanOrEqual(mainParsed)
    } finally {
      release()
      await context.close()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

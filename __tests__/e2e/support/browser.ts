/**
 * Browser helpers for the end-to-end suite: Debian's Chromium through playwright-core,
 * third-party origins blocked (as on a machine without internet), console errors
 * collected, and axe-core checks against WCAG 2.2 A/AA.
 */
import type axe from "axe-core"
import type { Browser, BrowserContext, ElementHandle, Frame, Page, Request, Response } from "playwright-core"
import { CHROMIUM_ARGS, isThirdParty, launchChromium } from "../../../scripts/chromium.cjs"
import { AXE_SCRIPT_PATH, SITE_ORIGIN } from "./env"

/**
 * The tests' browser keeps one renderer process per browser context (each test's contexts
 * are still apart: Chromium never shares a process between contexts). By default it starts
 * a new renderer for nearly every page a tab loads (five for six pages and a second
 * context), which over the crawl's forty-odd pages and the other files' visits was about a
 * fifth of the suite's processor time. What a page does is the same in either; the
 * benchmarks keep the browser's defaults, as a phone runs it.
 */
const ONE_RENDERER_PER_CONTEXT = ["--renderer-process-limit=1", "--disable-site-isolation-trials"]

export function launchBrowser(): Promise<Browser> {
  return launchChromium({ args: [...CHROMIUM_ARGS, ...ONE_RENDERER_PER_CONTEXT] })
}

export type OpenedPage = {
  page: Page
  response: Response | null
  /** Console errors and uncaught exceptions (third-party load failures excluded). */
  errors: string[]
  /** Third-party requests, which the browser fails (scripts/chromium.cjs), in the order they were made. */
  blocked: string[]
}

type OpenOptions = {
  viewport?: { width: number; height: number }
  context?: BrowserContext
  reducedMotion?: "reduce" | "no-preference"
  /** The page itself is a 404: its own 404 responses (document, page-data) are expected. */
  expect404?: boolean
  /**
   * "paused": the page runs on Playwright's clock, paused from before it loads (`pauseClock`):
   * its timers, frames and `Date` move only when the test moves the clock
   * (`page.clock.runFor`, `fastForward`, `resume`), so delays, countdowns and slideshows are
   * proven in virtual time. The clock is the context's: pages it opens later share it.
   */
  clock?: "paused"
  /** Runs once the page exists, before it loads (init scripts, routes). */
  beforeLoad?: (page: Page) => Promise<unknown>
  /**
   * "starting": returns as soon as the page's HTML is parsed, without waiting for its
   * scripts or for hydration, so what the test types and taps next lands while the page
   * starts, as a phone user's does (the page must answer it all the same).
   */
  wait?: "starting"
}

/** Opens `path` of the built site in a fresh context (or the one given) and waits for the load event. */
export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context =
    options.context ??
    (await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      reducedMotion: options.reducedMotion,
      acceptDownloads: true,
    }))
  const page = await context.newPage()
  const watched = await watchPage(page)
  await options.beforeLoad?.(page)
  if (options.clock === "paused") await pauseClock(page)
  const response = await watched.visit(path, options)
  return { page, response, errors: watched.errors, blocked: watched.blocked }
}

/**
 * Watches `page` as every test page is watched: third-party requests recorded (the browser
 * fails them), Content-Security-Policy violations recorded in the page,
 * console errors collected. `visit` loads a path of the built site in it and waits until
 * the app has hydrated; a page visited again starts a new list of errors.
 */
export async function watchPage(page: Page) {
  const errors: string[] = []
  const blocked: string[] = []
  /** The path of the 404 page being visited: its own 404 responses (document, page data) are expected. */
  let notFoundPath: string | null = null
  // The browser resolves no third-party host (scripts/chromium.cjs): their requests fail at once.
  page.on("request", (request) => {
    if (isThirdParty(request.url())) blocked.push(request.url())
  })
  // Record Content-Security-Policy violations (the static server applies public/_headers).
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI}`),
    )
  })
  page.on("console", (msg) => {
    if (msg.type() !== "error") return
    const source = msg.location().url
    // A blocked third-party resource logs "Failed to load resource"; that is the point of blocking.
    if (/Failed to load resource/.test(msg.text()) && source && isThirdParty(source)) return
    if (/net::ERR_INTERNET_DISCONNECTED/.test(msg.text())) return
    if (
      notFoundPath !== null &&
      /status of 404/.test(msg.text()) &&
      (source.endsWith(notFoundPath) || source.includes("/page-data/"))
    )
      return
    errors.push(`${msg.text()} (${source || "no source"})`)
  })
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`))
  const visit = async (
    path: string,
    visitOptions: { expect404?: boolean; clock?: "paused"; wait?: "starting" } = {},
  ) => {
    errors.length = 0
    notFoundPath = visitOptions.expect404 ? path : null
    if (visitOptions.wait === "starting") return page.goto(`${SITE_ORIGIN}${path}`, { waitUntil: "domcontentloaded" })
    const response = await page.goto(`${SITE_ORIGIN}${path}`, { waitUntil: "load" })
    await hydrated(page, { clock: visitOptions.clock })
    return response
  }
  return { errors, blocked, visit }
}

/**
 * Installs Playwright's clock, paused at the present time, for the pages of `page`'s
 * context that load from now on (call it before `goto`). Their timers, animation frames
 * and `Date` stand still until the test moves the clock; `hydrated(page, { clock: "paused" })`
 * moves it as far as the page needs to start.
 */
export async function pauseClock(page: Page): Promise<void> {
  // pauseAt moves the clock forward only (the clock of the page that is open meanwhile keeps
  // running): installed at a time long past, it is always behind the present.
  await page.clock.install({ time: 0 })
  await page.clock.pauseAt(Date.now())
}

/** One frame of the paused clock: the page's animation frames come every 16 ms of it. */
export const FRAME_MS = 16

/**
 * The longest the paused clock takes to run the effects of a render: Preact runs them from
 * a zero-delay timeout that the next animation frame sets, and the paused clock puts a
 * timeout set while it runs a timer 1 ms on. The next frame is a whole FRAME_MS away when
 * the clock stands on a frame's start, so a timer an effect starts begins up to
 * EFFECT_MS after the render that asked for it.
 */
export const EFFECT_MS = FRAME_MS + 1

/**
 * Moves the paused clock `ms` forward and waits until the page has rendered what the timers
 * it fired set in motion, as time goes by in a browser. The clock fires every timer due in
 * order and lets the page's own tasks run between two (Preact renders an update in a
 * microtask and runs its effects from a timer a frame later, EFFECT_MS), so a timer an
 * effect starts is fired in its turn however far the clock moves. After the last frame, two
 * messages posted on a MessageChannel (not faked by the clock) arrive after any task the
 * page posted on one before them.
 */
export async function runClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms)
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })
}

/**
 * How often `until` asks the page again. Playwright's default asks on every animation
 * frame, and each frame asked for is drawn: sixty a second for as long as a wait lasts,
 * processor time that the other test files running beside it need.
 */
const UNTIL_EVERY_MS = 50

/** What a page function receives for `arg`: an element for an element's handle. */
type InPage<Arg> = Arg extends ElementHandle<infer T> ? T : Arg

/**
 * Waits until `predicate` holds in the page or frame, asking every UNTIL_EVERY_MS. (A wait
 * that must see every frame, as `scrollAtRest` below, asks on each frame instead.)
 */
export function until<Arg = undefined>(
  target: Page | Frame,
  predicate: (arg: InPage<Arg>) => unknown,
  arg?: Arg,
): Promise<unknown> {
  // eslint-disable-next-line no-restricted-properties -- the interval wait itself
  return target.waitForFunction(predicate as (arg: unknown) => unknown, arg, { polling: UNTIL_EVERY_MS })
}

/**
 * Waits until the app has hydrated the page: gatsby-browser.tsx marks <html> a task after
 * the root's effect, and React runs the effects of every component of that first render
 * before the root's, so each component's first effect has run by then. Then, with time running, waits
 * until the page's main thread first falls idle, so what those effects set in motion (a
 * state update and its render) is done too.
 *
 * The bundles load after the first paint (src/lib/deferred-scripts.ts) and Gatsby starts
 * its first render from a timer: under a paused clock the clock is moved a frame (16 ms)
 * at a time until the mark appears, and stands still again from there. A timer the page
 * set at mount has then seen at most that last frame go by. The mark comes after the taps
 * held while the page started are replayed, so a tap from here reaches the app at once.
 */
export async function hydrated(page: Page, options: { clock?: "paused" } = {}): Promise<void> {
  if (options.clock === "paused") {
    const isHydrated = () => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))
    const deadline = Date.now() + 30_000
    while (!(await isHydrated())) {
      if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate`)
      await page.clock.runFor(FRAME_MS)
    }
    return
  }
  await until(page, () => document.documentElement.hasAttribute("data-hydrated"))
  // An idle callback runs once no task (React's scheduled work included) is waiting.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
}

/**
 * Runs `action` and waits until the scroll of the page it starts has come to an end (the
 * document's scrollend event: a smooth glide has arrived, a jump has been made). An action
 * that scrolls nothing fails on the wait's timeout.
 */
export async function scrollEndOf(page: Page, action: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __scrollEnded?: boolean }
    w.__scrollEnded = false
    document.addEventListener("scrollend", () => (w.__scrollEnded = true), { once: true })
  })
  await action()
  await until(page, () => (window as unknown as { __scrollEnded?: boolean }).__scrollEnded === true)
}

/**
 * Waits until the window's scroll position has stayed the same for three frames in a row
 * (the way Playwright itself waits for an element to be stable): for a position the page
 * reaches by itself (an anchor at load, a restored position) whose scroll began before the
 * test could watch for its end.
 */
export async function scrollAtRest(page: Page): Promise<void> {
  await page.evaluate(() => delete (window as unknown as { __rest?: unknown }).__rest)
  // eslint-disable-next-line no-restricted-properties -- counts frames, so asks on each one
  await page.waitForFunction(() => {
    const w = window as unknown as { __rest?: { y: number; frames: number } }
    const y = window.scrollY
    w.__rest = w.__rest?.y === y ? { y, frames: w.__rest.frames + 1 } : { y, frames: 0 }
    return w.__rest.frames >= 2
  })
}

/** CSP violations the page reported so far. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe tags each rule with the version that added it). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * Runs axe-core (WCAG 2.2 A and AA) in the page and returns readable violations. axe is
 * added to the page as a script of its own origin, once per document (AXE_SCRIPT_PATH), so
 * the browser compiles it once and reuses the code on every page checked after. Only the
 * top document is checked: the site's only frames are third parties', blocked in these
 * tests. Only violations are read, so axe need not describe every element that passed.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: AXE_SCRIPT_PATH })
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false })
        .then((results) =>
          results.violations.map(
            (v) =>
              `${v.id} (${v.impact}): ${v.help} — ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(" "))
                .join(" | ")}`,
          ),
        ),
    AXE_TAGS,
  )
}

/** The raw HTML the server sends for `path`, as a crawler or a browser without JavaScript sees it. */
export async function fetchHtml(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${SITE_ORIGIN}${path}`)
  return { status: res.status, html: await res.text(), headers: res.headers }
}

/**
 * Records the scripts `page` asks for from now on (call it before the page loads, in
 * `beforeLoad`). `arrived()` resolves to the address and code of each script asked for so
 * far, once all of them have arrived: a chunk's file name says nothing, its code says
 * what it is.
 */
export function recordScripts(page: Page): { arrived: () => Promise<{ url: string; code: string }[]> } {
  const requests: Request[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") requests.push(request)
  })
  return {
    arrived: () =>
      Promise.all(
        requests.map(async (request) => {
          const response = await request.response()
          return { url: request.url(), code: response ? await response.text().catch(() => "") : "" }
        }),
      ),
  }
}

/** Waits for a script whose code contains `marker` to arrive. */
export function scriptArrival(page: Page, marker: string): Promise<Response> {
  return page.waitForResponse(
    async (response) =>
      response.request().resourceType() === "script" && (await response.text().catch(() => "")).includes(marker),
  )
}

/**
 * Records on the page each page-data file it has received. Gatsby's loader reads page data
 * with XMLHttpRequest, on a prefetch (a link in view or hovered) or a move.
 */
export const recordPageDataReads = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __pageDataRead: string[] }
    w.__pageDataRead = []
    const open = XMLHttpRequest.prototype.open
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      const { pathname } = new URL(String(args[1]), location.href)
      if (pathname.startsWith("/page-data/")) {
        this.addEventListener("load", () => w.__pageDataRead.push(pathname))
      }
      return (open as (...a: unknown[]) => void).apply(this, args)
    } as typeof open
  })

/**
 * Waits until Gatsby has prefetched the data of `pageDataPath`'s page (it prefetches the
 * links in view; the page needs `recordPageDataReads`).
 */
export async function prefetched(page: Page, pageDataPath: string) {
  await until(
    page,
    (p) =>
      (window as unknown as { __pageDataRead: string[] }).__pageDataRead.includes(`/page-data/${p}/page-data.json`),
    pageDataPath,
  )
}

import { readFileSync } from "fs"
import path from "path"
import "../setup/node-uint8array"
import { afterPaintHeadScript, deferredBundlesScript } from "../../src/node/inline-scripts/compile"
import { FIRST_FACES, WEB_FONTS_CLASS, WIDE_SCREEN } from "../../src/node/inline-scripts/config"
import { deferBundles } from "../../src/node/post-build/defer-bundles"

const added = () => Array.from(document.body.querySelectorAll("script[src]")).map((s) => s.getAttribute("src"))

describe("the deferred-bundles script", () => {
  let frames: FrameRequestCallback[]
  let visibility: DocumentVisibilityState

  beforeEach(() => {
    document.body.innerHTML = "<main>page</main>"
    frames = []
    visibility = "visible"
    jest.useFakeTimers()
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb))
    jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility)
  })

  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  const run = (sources: string[]) => new Function(deferredBundlesScript(sources))()
  /** Runs the frame callbacks queued so far (those they queue wait for the next call). */
  const nextFrame = () => frames.splice(0).forEach((cb) => cb(0))

  describe("where the browser reports paint timing", () => {
    let observers: { cb: PerformanceObserverCallback; disconnected: boolean }[]
    const paint = (name: string) =>
      observers.forEach((o) => {
        if (o.disconnected) return
        const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }
        o.cb(
          list as unknown as PerformanceObserverEntryList,
          { disconnect: () => (o.disconnected = true) } as unknown as PerformanceObserver,
        )
      })

    beforeEach(() => {
      observers = []
      class FakeObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"]
        constructor(cb: PerformanceObserverCallback) {
          observers.push({ cb, disconnected: false })
        }
        observe() {}
      }
      Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true })
    })

    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver
    })

    it("waits for the first contentful paint to be on screen, not for a frame callback", () => {
      run(["/webpack-runtime-1.js", "/app-2.js"])
      nextFrame()
      nextFrame()
      paint("first-paint")
      jest.advanceTimersByTime(10)
      expect(added()).toEqual([])
      paint("first-contentful-paint")
      jest.advanceTimersByTime(0)
      expect(added()).toEqual(["/webpack-runtime-1.js", "/app-2.js"])
    })

    it("adds the bundles once, even when the three-second safety net fires as well", () => {
      run(["/app-2.js"])
      paint("first-contentful-paint")
      jest.advanceTimersByTime(5000)
      expect(added()).toEqual(["/app-2.js"])
    })

    it("loads anyway when no paint is reported within three seconds", () => {
      run(["/app-2.js"])
      jest.advanceTimersByTime(2999)
      expect(added()).toEqual([])
      jest.advanceTimersByTime(1)
      expect(added()).toEqual(["/app-2.js"])
    })
  })

  it("without paint timing, adds nothing until a frame has been shown (the frame after the first)", () => {
    run(["/webpack-runtime-1.js", "/app-2.js"])
    expect(added()).toEqual([])
    nextFrame()
    jest.advanceTimersByTime(0)
    expect(added()).toEqual([])
    nextFrame()
    jest.advanceTimersByTime(0)
    expect(added()).toEqual(["/webpack-runtime-1.js", "/app-2.js"])
  })

  it("adds every bundle, async and in order", () => {
    run(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    nextFrame()
    nextFrame()
    jest.advanceTimersByTime(0)
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    document.body.querySelectorAll("script[src]").forEach((s) => expect((s as HTMLScriptElement).async).toBe(true))
  })

  it("adds the bundles at once in a background tab, which paints nothing until shown", () => {
    visibility = "hidden"
    run(["/app-3.js"])
    expect(added()).toEqual(["/app-3.js"])
    expect(frames).toHaveLength(0)
  })

  it("cannot be closed early by a URL that contains </script>", () => {
    const code = deferredBundlesScript(["/a</script><script>alert(1)//.js"])
    expect(code).not.toContain("</script")
    run(["/a</script>.js"])
    jest.runAllTimers()
    expect(added()).toEqual(["/a</script>.js"])
  })
})

describe("deferBundles", () => {
  const page = (tail: string) =>
    `<html><head></head><body><main>page</main><script id="gatsby-script-loader">window.pagePath="/faq";</script>${tail}</body></html>`
  const tags =
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'

  it("replaces Gatsby's bundle tags with one loader of the same bundles, keeping the inline scripts before it", () => {
    const out = deferBundles(page(tags))
    expect(out).not.toMatch(/<script src=/)
    expect(out).toContain('<script id="gatsby-script-loader">window.pagePath="/faq";</script>')
    expect(out.match(/<script id="deferred-bundles">/g)).toHaveLength(1)
    expect(out).toContain(deferredBundlesScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]))
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf("deferred-bundles"))
  })

  it("leaves a page it has already rewritten, or one without bundles, as it is", () => {
    const once = deferBundles(page(tags))
    expect(deferBundles(once)).toBe(once)
    expect(deferBundles(page(""))).toBe(page(""))
  })

  it("leaves other scripts with a source (a third-party tag) alone", () => {
    const other = '<script src="https://example.com/pixel.js" async></script>'
    expect(deferBundles(page(other + tags))).toContain(other)
  })
})

describe("the after-paint head script", () => {
  let frames: FrameRequestCallback[]
  const nextFrame = () => frames.splice(0).forEach((cb) => cb(0))
  const fontsOn = () => document.documentElement.classList.contains(WEB_FONTS_CLASS)
  /** The faces asked for through document.fonts.load, each with its way to finish. */
  let loads: { font: string; resolve: (faces: unknown[]) => void; reject: (e: Error) => void }[]
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  const firstPaint = () => {
    nextFrame()
    nextFrame()
    jest.advanceTimersByTime(0)
  }

  /** Frames until every block and then <html> has the faces. */
  const switchAll = () => {
    for (let i = 0; i < 10; i++) nextFrame()
  }
  const switched = () => Array.from(document.querySelectorAll(`.${WEB_FONTS_CLASS}`)).map((e) => e.id || e.localName)

  beforeEach(() => {
    document.documentElement.className = ""
    document.head.innerHTML = ""
    document.body.innerHTML =
      '<div id="wrapper"><a id="skip" href="#main">Skip</a><header id="header"></header>' +
      '<main id="main"><section id="hero"></section><section id="faq"></section></main><footer id="footer"></footer></div>'
    localStorage.clear()
    frames = []
    loads = []
    jest.useFakeTimers()
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb))
    const load = (font: string) => new Promise((resolve, reject) => loads.push({ font, resolve, reject }))
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true })
  })

  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    delete (document as { fonts?: unknown }).fonts
  })

  const run = (manifest?: string) => new Function(afterPaintHeadScript(manifest))()

  it("keeps the page in its local fonts until the first paint is on screen, then fetches the faces every page draws", () => {
    run()
    expect(loads).toEqual([])
    expect(fontsOn()).toBe(false)
    firstPaint()
    expect(loads.map((l) => l.font)).toEqual([...FIRST_FACES])
    expect(fontsOn()).toBe(false)
  })

  it("turns the faces on only once every one of them is in, and remembers that this browser holds them", async () => {
    run()
    firstPaint()
    loads.slice(0, -1).forEach((l) => l.resolve([{}]))
    await settle()
    expect(fontsOn()).toBe(false)
    loads[loads.length - 1].resolve([{}])
    await settle()
    switchAll()
    expect(fontsOn()).toBe(true)
    expect(localStorage.getItem(WEB_FONTS_CLASS)).toBe("1")
  })

  it("switches the faces on block by block, one a frame from the top, and <html> last", async () => {
    run()
    firstPaint()
    loads.forEach((l) => l.resolve([{}]))
    await settle()
    expect(switched()).toEqual(["skip"])
    nextFrame()
    expect(switched()).toEqual(["skip", "header"])
    nextFrame()
    nextFrame()
    expect(switched()).toEqual(["skip", "header", "hero", "faq"])
    expect(fontsOn()).toBe(false)
    nextFrame()
    nextFrame()
    expect(switched()).toEqual(["html", "skip", "header", "hero", "faq", "footer"])
  })

  it("turns the faces on without remembering them when a file fails to load (the fallbacks stand in)", async () => {
    run()
    firstPaint()
    loads[0].reject(new Error("NetworkError"))
    await settle()
    expect(fontsOn()).toBe(true)
    expect(localStorage.getItem(WEB_FONTS_CLASS)).toBeNull()
  })

  it("does not remember a face the style sheet does not declare (document.fonts.load finds nothing)", async () => {
    run()
    firstPaint()
    loads.forEach((l, i) => l.resolve(i === 0 ? [] : [{}]))
    await settle()
    switchAll()
    expect(fontsOn()).toBe(true)
    expect(localStorage.getItem(WEB_FONTS_CLASS)).toBeNull()
  })

  it("turns the faces on right after the first paint in a browser without the Font Loading API", () => {
    delete (document as { fonts?: unknown }).fonts
    run()
    expect(fontsOn()).toBe(false)
    firstPaint()
    expect(fontsOn()).toBe(true)
  })

  it("names only faces the site's style sheet declares", () => {
    const css = readFileSync(path.join(__dirname, "../../src/styles/font-faces.css"), "utf8")
    const declared = [
      ...css.matchAll(/font-family: "([^"]+)";\s*font-style: normal;\s*font-display: swap;\s*font-weight: (\d+);/g),
    ].map((m) => `${m[2]} 1em "${m[1]}"`)
    for (const face of FIRST_FACES) expect(declared).toContain(face)
  })

  it("turns the faces on before the first paint for a browser that already holds them", () => {
    localStorage.setItem(WEB_FONTS_CLASS, "1")
    run()
    expect(fontsOn()).toBe(true)
  })

  it("turns the faces on before the first paint on a wide screen", () => {
    const queries: string[] = []
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: (q: string) => (queries.push(q), { matches: q === WIDE_SCREEN }),
    })
    try {
      run()
      expect(queries).toEqual([WIDE_SCREEN])
      expect(fontsOn()).toBe(true)
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia
    }
  })

  it("still turns the faces on when storage is blocked", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError")
    })
    delete (document as { fonts?: unknown }).fonts
    run()
    jest.advanceTimersByTime(3000)
    expect(fontsOn()).toBe(true)
  })

  it("links the web app manifest only once the first paint is on screen, for every visitor", () => {
    localStorage.setItem(WEB_FONTS_CLASS, "1")
    run("/manifest.webmanifest")
    expect(document.querySelector('link[rel="manifest"]')).toBeNull()
    firstPaint()
    const link = document.querySelector('link[rel="manifest"]') as HTMLLinkElement
    expect(link.getAttribute("href")).toBe("/manifest.webmanifest")
    expect(link.crossOrigin).toBe("anonymous")
  })
})

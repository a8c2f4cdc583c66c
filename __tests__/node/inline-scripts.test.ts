/** @jest-environment jsdom */
import "../setup/node-uint8array"
import type { ReactElement } from "react"
import { onPreRenderHTML } from "../../gatsby-ssr"
import { compiledScript, deferredBundlesScript } from "../../src/node/inline-scripts"
import { deferBundles } from "../../src/node/post-build/defer-bundles"

jest.mock("../../src/fonts/source-serif-4-latin-700-normal-basic.woff2", () => "/heading-face.woff2")

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

  describe("with the whole stylesheet linked after the body", () => {
    const link = () => {
      const el = document.createElement("link")
      el.rel = "stylesheet"
      el.href = "/site.css"
      document.body.appendChild(el)
      return el
    }
    const painted = () => {
      nextFrame()
      nextFrame()
      jest.advanceTimersByTime(0)
    }

    it("adds the bundles once the stylesheet has loaded, not before", () => {
      const sheet = link()
      run(["/app-2.js"])
      painted()
      expect(added()).toEqual([])
      sheet.dispatchEvent(new Event("load"))
      expect(added()).toEqual(["/app-2.js"])
    })

    it("adds them when the stylesheet fails, or within three seconds if it never answers", () => {
      const failing = link()
      run(["/app-2.js"])
      painted()
      failing.dispatchEvent(new Event("error"))
      expect(added()).toEqual(["/app-2.js"])
      document.body.innerHTML = "<main>page</main>"
      link()
      run(["/app-3.js"])
      painted()
      jest.advanceTimersByTime(2999)
      expect(added()).toEqual([])
      jest.advanceTimersByTime(1)
      expect(added()).toEqual(["/app-3.js"])
    })

    it("adds them at once when the stylesheet is already in", () => {
      const sheet = link()
      jest.spyOn(sheet, "sheet", "get").mockReturnValue({} as CSSStyleSheet)
      run(["/app-2.js"])
      painted()
      expect(added()).toEqual(["/app-2.js"])
    })
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

  it("leaves a page it has already rewritten as it is", () => {
    const once = deferBundles(page(tags))
    expect(deferBundles(once)).toBe(once)
  })

  it("stops the build at a page whose bundles Gatsby writes in another way", () => {
    expect(() => deferBundles(page('<script src="/app-3.js" defer></script>'))).toThrow(/bundle tag of Gatsby's/)
  })

  it("leaves other scripts with a source (a third-party tag) alone", () => {
    const other = '<script src="https://example.com/pixel.js" async></script>'
    expect(deferBundles(page(other + tags))).toContain(other)
  })
})

/**
 * The head script as every page ships it: gatsby-ssr.tsx's onPreRenderHTML, given the
 * compiled module the way src/node/webpack-config.ts gives it to the server bundle.
 */
function shippedHeadScript(manifestHref: string): string {
  const global = globalThis as { __AFTER_PAINT_HEAD__?: string }
  global.__AFTER_PAINT_HEAD__ = compiledScript("after-paint-head")
  let head: ReactElement<{ id?: string; rel?: string; dangerouslySetInnerHTML?: { __html: string } }>[] = []
  const run = onPreRenderHTML as (args: unknown, options: unknown) => void
  run(
    {
      getHeadComponents: () => [{ props: { rel: "manifest", href: manifestHref } }],
      replaceHeadComponents: (components: typeof head) => (head = components),
    },
    { plugins: [] },
  )
  delete global.__AFTER_PAINT_HEAD__
  expect(head.some((el) => el.props.rel === "manifest")).toBe(false)
  const script = head.find((el) => el.props.id === "after-paint")
  return script?.props.dangerouslySetInnerHTML?.__html ?? ""
}

describe("the after-paint head script", () => {
  let frames: FrameRequestCallback[]
  const nextFrame = () => frames.splice(0).forEach((cb) => cb(0))
  const firstPaint = () => {
    nextFrame()
    nextFrame()
    jest.advanceTimersByTime(0)
  }

  beforeEach(() => {
    document.head.innerHTML = ""
    frames = []
    jest.useFakeTimers()
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb))
  })

  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("links the web app manifest only once the first paint is on screen", () => {
    new Function(shippedHeadScript("/manifest.webmanifest"))()
    expect(document.querySelector('link[rel="manifest"]')).toBeNull()
    firstPaint()
    const link = document.querySelector('link[rel="manifest"]') as HTMLLinkElement
    expect(link.getAttribute("href")).toBe("/manifest.webmanifest")
    expect(link.crossOrigin).toBe("anonymous")
  })
})

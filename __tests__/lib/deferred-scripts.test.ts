import { deferBundles, deferredScriptLoader } from "../../src/lib/deferred-scripts"

const added = () => Array.from(document.body.querySelectorAll("script[src]")).map((s) => s.getAttribute("src"))

describe("deferredScriptLoader", () => {
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

  const run = (sources: string[]) => new Function(deferredScriptLoader(sources))()

  it("adds nothing before the first frame has been painted", () => {
    run(["/webpack-runtime-1.js", "/app-2.js"])
    expect(added()).toEqual([])
    frames.forEach((cb) => cb(0))
    expect(added()).toEqual([])
  })

  it("adds every bundle, async and in order, right after the first paint", () => {
    run(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    frames.forEach((cb) => cb(0))
    jest.runAllTimers()
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
    const code = deferredScriptLoader(["/a</script><script>alert(1)//.js"])
    expect(code).not.toContain("</script")
    run(["/a</script>.js"])
    frames.forEach((cb) => cb(0))
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
    expect(out).toContain(deferredScriptLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]))
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

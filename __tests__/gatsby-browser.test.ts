import { onPreRouteUpdate, shouldUpdateScroll } from "../gatsby-browser"

describe("a page brought back to its saved position", () => {
  type Restore = NonNullable<typeof shouldUpdateScroll>
  type PreRoute = NonNullable<typeof onPreRouteUpdate>
  const restore = (saved: [number, number] | null) =>
    (shouldUpdateScroll as Restore)(
      {
        routerProps: { location: { pathname: "/faq", hash: "" } },
        getSavedScrollPosition: () => saved,
      } as unknown as Parameters<Restore>[0],
      { plugins: [] },
    )
  const leave = (pathname: string) =>
    (onPreRouteUpdate as PreRoute)(
      { location: { pathname }, prevLocation: { pathname: "/faq" } } as unknown as Parameters<PreRoute>[0],
      { plugins: [] },
    )
  const restored = () => document.documentElement.hasAttribute("data-scroll-restored")
  let scrollTo: jest.SpyInstance
  beforeEach(() => {
    document.documentElement.removeAttribute("data-scroll-restored")
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined)
  })
  afterEach(() => scrollTo.mockRestore())

  it("lays out every band (at their real heights) for as long as the visitor stays, then a new page draws bands near the screen only", () => {
    expect(restore([0, 1200])).toBe(false)
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 1200, behavior: "instant" })
    expect(restored()).toBe(true)
    leave("/our-product")
    expect(restored()).toBe(false)
  })

  it("a page that starts at the top keeps drawing its bands near the screen only", () => {
    restore(null)
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 0, behavior: "instant" })
    expect(restored()).toBe(false)
  })
})

import { shouldUpdateScroll } from "../gatsby-browser"

describe("the scroll of a move between pages", () => {
  type Restore = NonNullable<typeof shouldUpdateScroll>
  const update = (hash: string, saved: [number, number] | null) =>
    (shouldUpdateScroll as Restore)(
      {
        routerProps: { location: { pathname: "/faq", hash } },
        getSavedScrollPosition: () => saved,
      } as unknown as Parameters<Restore>[0],
      { plugins: [] },
    )
  let scrollTo: jest.SpyInstance
  beforeEach(() => {
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined)
  })
  afterEach(() => scrollTo.mockRestore())

  it("jumps to the saved position on Back and Forward, without a glide", () => {
    expect(update("", [0, 1200])).toBe(false)
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 1200, behavior: "instant" })
  })

  it("puts a new page at the top at once", () => {
    expect(update("", null)).toBe(false)
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 0, behavior: "instant" })
  })

  it("leaves a link to an anchor to Gatsby", () => {
    expect(update("#graded", null)).toBe(true)
    expect(scrollTo).not.toHaveBeenCalled()
  })
})

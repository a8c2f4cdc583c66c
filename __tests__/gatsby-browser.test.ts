import { onPrefetchPathname } from "../gatsby-browser"

type Prefetch = NonNullable<typeof onPrefetchPathname>
const prefetch = (pathname: string) =>
  (onPrefetchPathname as Prefetch)({ pathname } as Parameters<Prefetch>[0], { plugins: [] })

describe("prefetching a page's policy", () => {
  const fetchMock = jest.fn()
  beforeEach(() => {
    fetchMock.mockReset()
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ result: { pageContext: { cspOrigins: "" } } }) })
    global.fetch = fetchMock
  })

  it("reads the page data of the path alone when the link carries a query", async () => {
    prefetch("/thank-you-blueprint?dl=1&email=a%40b.co")
    expect(fetchMock).toHaveBeenCalledWith("/page-data/thank-you-blueprint/page-data.json")
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Known by its path now: the bare link does not fetch it again.
    prefetch("/thank-you-blueprint")
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("reads the home page's data as index", () => {
    prefetch("/")
    expect(fetchMock).toHaveBeenCalledWith("/page-data/index/page-data.json")
  })
})

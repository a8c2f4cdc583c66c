import React, { type ReactElement, type ReactNode } from "react"
import { Helmet } from "react-helmet"
import { onPreRenderHTML, replaceRenderer } from "../../gatsby-ssr"

jest.mock("../../src/fonts/source-serif-4-latin-700-normal-basic.woff2", () => "/heading-face.woff2")

/** What the build's renderer gives Gatsby for one page whose body holds `title`. */
function renderPage(title: string) {
  const page = { body: "", head: [] as ReactNode[], html: {} as Record<string, unknown> }
  const body = (
    <main>
      <Helmet htmlAttributes={{ lang: "en" }}>
        <title>{title}</title>
        <meta name="description" content={`About ${title}`} />
      </Helmet>
      <h1>{title}</h1>
    </main>
  )
  replaceRenderer!(
    {
      bodyComponent: body,
      replaceBodyHTMLString: (html: string) => (page.body = html),
      setHeadComponents: (nodes: ReactNode[]) => page.head.push(...nodes),
      setHtmlAttributes: (attributes: Record<string, unknown>) => Object.assign(page.html, attributes),
      setBodyAttributes: () => undefined,
    } as unknown as Parameters<NonNullable<typeof replaceRenderer>>[0],
    { plugins: [] },
  )
  return page
}

/** The head elements' titles and descriptions, however react-helmet nests them. */
const headText = (nodes: ReactNode[]): string[] =>
  nodes.flat(2).flatMap((node) => {
    const el = node as ReactElement<{ children?: unknown; content?: string }>
    return typeof el?.props?.children === "string" ? [el.props.children] : el?.props?.content ? [el.props.content] : []
  })

it("gives each page the head tags of its own body, taken as it renders, and none of the page before", () => {
  const first = renderPage("Frequently Asked Questions")
  const second = renderPage("Our Team")
  expect(first.body).toContain("<h1>Frequently Asked Questions</h1>")
  expect(headText(first.head)).toEqual(["Frequently Asked Questions", "About Frequently Asked Questions"])
  expect(headText(second.head)).toEqual(["Our Team", "About Our Team"])
  expect(second.html).toMatchObject({ lang: "en" })
})

it("keeps the page's own head tags and leaves out Gatsby's generator tag and the manifest link", () => {
  const global = globalThis as { __AFTER_PAINT_HEAD__?: string }
  global.__AFTER_PAINT_HEAD__ = ""
  let head: ReactElement<{ name?: string; rel?: string }>[] = []
  const run = onPreRenderHTML as (args: unknown, options: unknown) => void
  run(
    {
      getHeadComponents: () => [
        <meta key="generator" name="generator" content="Gatsby 5" />,
        <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
        <meta key="description" name="description" content="About us" />,
      ],
      replaceHeadComponents: (components: typeof head) => (head = components),
    },
    { plugins: [] },
  )
  delete global.__AFTER_PAINT_HEAD__
  expect(head.filter((el) => el.props.name).map((el) => el.props.name)).toEqual(["description"])
  expect(head.some((el) => el.props.rel === "manifest")).toBe(false)
})

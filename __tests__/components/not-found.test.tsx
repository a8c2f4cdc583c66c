import React from "react"
import { render, screen } from "@testing-library/react"
import NotFoundPage from "../../src/pages/404"
import { isTripPath } from "../../src/lib/routes"
import notFoundFile from "../../data/not-found.json"

type Props = React.ComponentProps<typeof NotFoundPage>
/** The page's query reads the file's text in the page's language: here English. */
const notFoundJson = { inLanguage: notFoundFile.en }
const props = (pathname: string) => ({ location: { pathname }, data: { notFoundJson } }) as unknown as Props

describe("404 page", () => {
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it("shows 404, the message and a link home, and logs the attempted path", () => {
    render(<NotFoundPage {...props("/no-such-page")} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
    expect(screen.getByText("404")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return home" })).toHaveAttribute("href", "/")
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), "/no-such-page")
  })

  it("shows Trip Not Found under /agent-incentives/", () => {
    render(<NotFoundPage {...props("/agent-incentives/no-such-trip")} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Trip Not Found")
    expect(screen.getByText("The requested trip gallery could not be found.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "View incentives" })).toHaveAttribute("href", "/agent-incentives")
  })
})

it("isTripPath matches only paths below /agent-incentives/", () => {
  expect(isTripPath("/agent-incentives/x")).toBe(true)
  expect(isTripPath("/agent-incentives")).toBe(false)
  expect(isTripPath("/agent-incentives/")).toBe(false)
  expect(isTripPath("/faq")).toBe(false)
})

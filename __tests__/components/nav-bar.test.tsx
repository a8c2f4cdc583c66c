import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { NavBar } from "../../src/components/layout/nav-bar"
import { MAIN_NAV, currentNavLink, isScrolled } from "../../src/lib/navigation"
import site from "../../data/site.json"

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true })
  act(() => {
    window.dispatchEvent(new Event("scroll"))
  })
}

beforeEach(() => {
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
    // Run the frame at once; returning 0 tells the bar no frame is pending any more.
    cb(0)
    return 0
  })
  window.history.pushState({}, "", "/")
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true })
})

afterEach(() => jest.restoreAllMocks())

describe("isScrolled", () => {
  it("switches only past 20 px", () => {
    expect(isScrolled(0)).toBe(false)
    expect(isScrolled(20)).toBe(false)
    expect(isScrolled(21)).toBe(true)
  })
})

describe("currentNavLink", () => {
  it("matches a page's own address, its other addresses and its section, ignoring a trailing slash", () => {
    expect(currentNavLink("/faq/")?.to).toBe("/faq")
    expect(currentNavLink("/reviews")?.to).toBe("/testimonials")
    expect(currentNavLink("/agent-incentives/bahamas-2012/")?.to).toBe("/agent-incentives")
    expect(currentNavLink("/agent-incentivesx")).toBeNull()
    expect(currentNavLink("/thank-you")).toBeNull()
  })
})

describe("NavBar", () => {
  it("lists the nine links in order with their targets, and Apply now", () => {
    render(<NavBar path="/" />)
    const main = screen.getByRole("navigation", { name: "Main" })
    const links = within(main).getAllByRole("link")
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Our product", "/our-product"],
      ["FAQ", "/faq"],
      ["Testimonials", "/testimonials"],
      ["Podcast", "/podcast"],
      ["Agent incentives", "/agent-incentives"],
      ["FL/TX agents", "/fl-tx-agents"],
      ["Book a call", "/tl-booking"],
      ["Contact", "/contact"],
    ])
    expect(screen.getAllByRole("link", { name: "Apply now" })[0]).toHaveAttribute("href", "/request-info")
    expect(screen.getByRole("link", { name: new RegExp(site.companyName) })).toHaveAttribute("href", "/")
  })

  it("is in its top state at 10 px and its scrolled state at 30 px", () => {
    const { container } = render(<NavBar path="/" />)
    const header = container.querySelector("header")!
    scrollTo(10)
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(30)
    expect(header).toHaveAttribute("data-scrolled", "true")
    scrollTo(0)
    expect(header).toHaveAttribute("data-scrolled", "false")
  })

  it.each([
    ["/faq", "FAQ"],
    ["/", "Home"],
    ["/reviews", "Testimonials"],
    ["/agent-incentives/hawaii-2016", "Agent incentives"],
    ["/co-calendar", "Book a call"],
  ])("on %s marks exactly one link, %s, as the current page", (path, label) => {
    render(<NavBar path={path} />)
    const main = screen.getByRole("navigation", { name: "Main" })
    const current = main.querySelectorAll('[aria-current="page"]')
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent(label)
  })

  it("marks no link on a page outside the menu (a story, a thank-you page)", () => {
    render(<NavBar path="/daniel-story" />)
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(0)
  })

  it("opens the mobile menu with every link, the phone and Apply now; a link closes it", () => {
    render(<NavBar path="/" />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(menu).not.toBeVisible()

    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(menu).toBeVisible()
    const items = within(menu).getAllByRole("link")
    expect(items.map((a) => a.textContent)).toEqual([
      ...MAIN_NAV.map((l) => l.label),
      `Call ${site.phone}`,
      "Apply now",
    ])
    expect(
      within(menu)
        .getByRole("link", { name: `Call ${site.phone}` })
        .getAttribute("href"),
    ).toBe("tel:5595550142")

    fireEvent.click(within(menu).getByRole("link", { name: "FAQ" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(menu).not.toBeVisible()
  })

  it("closes the mobile menu on Escape and returns focus to the toggle", () => {
    render(<NavBar path="/" />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    fireEvent.click(toggle)
    fireEvent.keyDown(document, { key: "Escape" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })
})

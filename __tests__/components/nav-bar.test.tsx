import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { NavBar } from "../../src/components/layout/nav-bar"
import { MAIN_NAV, isScrolled } from "../../src/lib/navigation"
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

describe("NavBar", () => {
  it("lists the nine links in order with their targets, and Apply Now", () => {
    render(<NavBar />)
    const main = screen.getByRole("navigation", { name: "Main" })
    const links = within(main).getAllByRole("link")
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Our Product", "/our-product"],
      ["FAQ", "/faq"],
      ["Testimonials/Reviews", "/testimonials"],
      ["Podcast", "/podcast"],
      ["Agent Incentives", "/agent-incentives"],
      ["FL/TX Agents", "/fl-tx-agents"],
      ["Book An Interview", "/tl-booking"],
      ["Contact", "/contact"],
    ])
    expect(screen.getAllByRole("link", { name: "Apply Now" })[0]).toHaveAttribute("href", "/request-info")
    expect(screen.getByRole("link", { name: new RegExp(site.companyName) })).toHaveAttribute("href", "/")
  })

  it("is in its top state at 10 px and its scrolled state at 30 px", () => {
    const { container } = render(<NavBar />)
    const header = container.querySelector("header")!
    scrollTo(10)
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(30)
    expect(header).toHaveAttribute("data-scrolled", "true")
    scrollTo(0)
    expect(header).toHaveAttribute("data-scrolled", "false")
  })

  it("marks the current page, and its section for nested paths", () => {
    window.history.pushState({}, "", "/faq")
    const { unmount } = render(<NavBar />)
    const main = screen.getByRole("navigation", { name: "Main" })
    expect(within(main).getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page")
    expect(within(main).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
    unmount()

    window.history.pushState({}, "", "/agent-incentives/hawaii-2016")
    render(<NavBar />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    expect(within(nav).getByRole("link", { name: "Agent Incentives" })).toHaveAttribute("aria-current", "page")
  })

  it("opens the mobile menu with every link, the phone and Apply Now; a link closes it", () => {
    render(<NavBar />)
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
      "Apply Now",
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
    render(<NavBar />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    fireEvent.click(toggle)
    fireEvent.keyDown(document, { key: "Escape" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })
})

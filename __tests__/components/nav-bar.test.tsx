import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { NavBar } from "../../src/components/layout/nav-bar"
import { currentNavLink, isScrolled } from "../../src/lib/navigation"
import site from "../../data/site.json"
import navigation from "../../data/navigation.json"
import { staticQueryData } from "../setup/static-query-data"

const { menu, apply } = navigation

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
    expect(currentNavLink("/faq/", menu)?.to).toBe("/faq")
    expect(currentNavLink("/reviews", menu)?.to).toBe("/testimonials")
    expect(currentNavLink("/agent-incentives/bahamas-2012/", menu)?.to).toBe("/agent-incentives")
    expect(currentNavLink("/agent-incentivesx", menu)).toBeNull()
    expect(currentNavLink("/thank-you", menu)).toBeNull()
  })
})

describe("NavBar", () => {
  it("lists the menu's links of data/navigation.json in order with their targets, and the apply button", () => {
    render(<NavBar path="/" />)
    const main = screen.getByRole("navigation", { name: navigation.menuLabel })
    const links = within(main).getAllByRole("link")
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(menu.map((l) => [l.label, l.to]))
    expect(screen.getAllByRole("link", { name: apply.label })[0]).toHaveAttribute("href", apply.to)
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
    ["/faq", "/faq"],
    ["/", "/"],
    ["/reviews", "/testimonials"],
    ["/agent-incentives/hawaii-2016", "/agent-incentives"],
    ["/co-calendar", "/tl-booking"],
  ])("on %s marks exactly one link, to %s, as the current page", (path, to) => {
    render(<NavBar path={path} />)
    const main = screen.getByRole("navigation", { name: navigation.menuLabel })
    const current = main.querySelectorAll('[aria-current="page"]')
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveAttribute("href", to)
  })

  it("marks no link on a page outside the menu (a story, a thank-you page)", () => {
    render(<NavBar path="/daniel-story" />)
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(0)
  })

  it("opens the mobile menu with every link, the phone and Apply now; a link closes it", () => {
    render(<NavBar path="/" />)
    const toggle = screen.getByRole("button", { name: navigation.openMenu })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(panel).not.toBeVisible()

    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(panel).toBeVisible()
    expect(panel).toHaveAccessibleName(navigation.mobileMenuLabel)
    const items = within(panel).getAllByRole("link")
    expect(items.map((a) => a.textContent)).toEqual([
      ...menu.map((l) => l.label),
      `${navigation.call} ${site.phone}`,
      apply.label,
    ])
    expect(
      within(panel)
        .getByRole("link", { name: `${navigation.call} ${site.phone}` })
        .getAttribute("href"),
    ).toBe("tel:5595550142")
    expect(toggle).toHaveAccessibleName(navigation.closeMenu)

    fireEvent.click(within(panel).getByRole("link", { name: menu[2].label }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()
  })

  it("closes the mobile menu on Escape and returns focus to the toggle", () => {
    render(<NavBar path="/" />)
    const toggle = screen.getByRole("button", { name: navigation.openMenu })
    fireEvent.click(toggle)
    fireEvent.keyDown(document, { key: "Escape" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })
})

describe("NavBar's words and links come from data/navigation.json", () => {
  afterEach(() => {
    staticQueryData.navigationJson = navigation
  })

  it("shows a label, an order and an address an editor changed", () => {
    const [home, ...rest] = menu
    staticQueryData.navigationJson = {
      ...navigation,
      menu: [...[...rest].reverse(), { ...home, label: "Start here" }],
      openMenu: "Show the menu",
    }
    render(<NavBar path="/" />)
    const links = within(screen.getByRole("navigation", { name: navigation.menuLabel })).getAllByRole("link")
    expect(links.map((a) => a.textContent)).toEqual([...[...rest].reverse().map((l) => l.label), "Start here"])
    expect(links.at(-1)).toHaveAttribute("href", "/")
    expect(links.at(-1)).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("button", { name: "Show the menu" })).toBeInTheDocument()
  })
})

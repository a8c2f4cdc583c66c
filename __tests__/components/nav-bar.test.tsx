import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { NavBar } from "../../src/components/layout/nav-bar"
import { currentNavLink, isScrolled } from "../../src/lib/navigation"
import { telHref } from "../../src/hooks/use-site-config"
import { en as site } from "../../data/site.json"
import { en as navigation } from "../../data/navigation.json"
import { staticQueryData } from "../setup/static-query-data"

const { menu, apply, quote } = navigation
const callName = `${navigation.call} ${site.phone}`

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
  it("lists the menu's links of data/navigation.json in order with their targets, and the page's button", () => {
    render(<NavBar path="/faq" />)
    const main = screen.getByRole("navigation", { name: navigation.menuLabel })
    const links = within(main).getAllByRole("link")
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(menu.map((l) => [l.label, l.to]))
    expect(screen.getByRole("link", { name: apply.label })).toHaveAttribute("href", apply.to)
    expect(screen.getByRole("link", { name: new RegExp(site.companyName) })).toHaveAttribute("href", "/")
  })

  it.each(["/", "/our-product", "/quote", "/thank-you?from=quote"])(
    "with the menu closed shows the agency's name and phone, and Get my quote, on %s",
    (path) => {
      render(<NavBar path={path} />)
      expect(screen.getByRole("button", { name: navigation.openMenu })).toHaveAttribute("aria-expanded", "false")
      const phone = screen.getByRole("link", { name: callName })
      expect(phone).toHaveAttribute("href", telHref(site.phone))
      expect(phone).toHaveAttribute("href", "tel:5595550142")
      expect(phone).toHaveTextContent(site.phone)
      // The name in the strip (for the eye) and in the logo's link (for screen readers).
      expect(screen.getAllByText(site.companyName)).toHaveLength(2)
      expect(screen.getByRole("link", { name: quote.label })).toHaveAttribute("href", quote.to)
      expect(screen.queryByRole("link", { name: apply.label })).toBeNull()
    },
  )

  it.each(["/our-team", "/faq", "/request-info", "/agent-incentives/hawaii-2016", "/no-such-page"])(
    "with the menu closed shows the phone and Apply now on %s",
    (path) => {
      render(<NavBar path={path} />)
      expect(screen.getByRole("link", { name: callName })).toHaveAttribute("href", telHref(site.phone))
      expect(screen.getByRole("link", { name: apply.label })).toHaveAttribute("href", apply.to)
      expect(screen.queryByRole("link", { name: quote.label })).toBeNull()
    },
  )

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

  it("opens the mobile menu with every link, the phone, Get my quote and Apply now on a family page; a link closes it", () => {
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
    expect(items.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ...menu.map((l) => [l.label, l.to]),
      [callName, "tel:5595550142"],
      [quote.label, quote.to],
      [apply.label, apply.to],
    ])
    expect(toggle).toHaveAccessibleName(navigation.closeMenu)

    fireEvent.click(within(panel).getByRole("link", { name: menu[2].label }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()
  })

  it("opens the mobile menu with every link, the phone and Apply now alone on another page", () => {
    render(<NavBar path="/our-team" />)
    fireEvent.click(screen.getByRole("button", { name: navigation.openMenu }))
    const panel = screen.getByRole("navigation", { name: navigation.mobileMenuLabel })
    expect(
      within(panel)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([...menu.map((l) => [l.label, l.to]), [callName, "tel:5595550142"], [apply.label, apply.to]])
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

  it("offers the quote button an editor named on the pages an editor listed", () => {
    staticQueryData.navigationJson = {
      ...navigation,
      quote: { label: "Price my plan", to: "/quote" },
      familyPages: ["/faq"],
    }
    const { unmount } = render(<NavBar path="/faq" />)
    expect(screen.getByRole("link", { name: "Price my plan" })).toHaveAttribute("href", "/quote")
    unmount()
    render(<NavBar path="/" />)
    expect(screen.getByRole("link", { name: apply.label })).toHaveAttribute("href", apply.to)
  })
})

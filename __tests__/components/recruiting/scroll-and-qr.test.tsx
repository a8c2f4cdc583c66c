import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ScrollToLink } from "../../../src/components/recruiting/scroll-to-link"
import { darkRuns, QrCode } from "../../../src/components/recruiting/qr-code"
import { mockReducedMotion } from "../../fixtures/reduced-motion"

describe("ScrollToLink", () => {
  it.each([
    [false, "smooth"],
    [true, "auto"],
  ])("scrolls to the section (reduced motion %s → %s) and focuses it", async (reduce, behavior) => {
    mockReducedMotion(reduce)
    const scrollIntoView = jest.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    render(
      <>
        <ScrollToLink targetId="apply">Apply Now</ScrollToLink>
        <section id="apply" tabIndex={-1} aria-label="Application" />
      </>,
    )
    await userEvent.click(screen.getByRole("link", { name: "Apply Now" }))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior, block: "start" })
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Application" }))
  })
})

describe("QrCode", () => {
  it("merges dark modules into horizontal runs", () => {
    expect(darkRuns(["1101", "0000", "0111"])).toEqual([
      [0, 0, 2],
      [3, 0, 1],
      [1, 2, 3],
    ])
  })

  it("renders an SVG image with a quiet zone and one rect per run", () => {
    const { container } = render(<QrCode rows={["10", "01"]} label="Sign-in code" />)
    expect(screen.getByRole("img", { name: "Sign-in code" })).toHaveAttribute("viewBox", "0 0 10 10")
    expect(container.querySelectorAll("rect")).toHaveLength(3)
  })
})

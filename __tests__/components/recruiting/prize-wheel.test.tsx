import React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import wheel from "../../../data/wheel.json"
import { PrizeWheel, announcement } from "../../../src/components/recruiting/prize-wheel"
import { mockReducedMotion } from "../../fixtures/reduced-motion"

// The winning wedge and each segment's tone are CSS Module classes, named here so the test can see them.
jest.mock("../../../src/components/recruiting/prize-wheel.module.css", () => ({
  winner: "winner",
  segment: "segment",
  spins: "spins",
  top: "top",
  big: "big",
  gold: "gold",
  green: "green",
  blue: "blue",
  navyLight: "navyLight",
  navy: "navy",
}))

const renderWheel = (segments = wheel.segments) =>
  render(
    <PrizeWheel
      segments={segments}
      spinSeconds={wheel.spinSeconds}
      wheelLabel={wheel.wheelLabel}
      spinLabel={wheel.spinLabel}
      spinningLabel={wheel.spinningLabel}
      resultPrefix={wheel.resultPrefix}
      resultNote={wheel.resultNote}
      doubleSpinNote={wheel.doubleSpinNote}
    />,
  )

const resultLabel = () => {
  const index = Number(document.querySelector("[data-result-index]")!.getAttribute("data-result-index"))
  return wheel.segments[index].label
}

/** What the page says once the wheel stops: where it landed, and that the spin is practice. */
const landedOn = (label: string) => `The wheel landed on ${label} (practice spin: no prize is awarded here).`

/** Renders the wheel with motion allowed on fake timers; the user's waits move the timers. */
function renderSpinning() {
  jest.useFakeTimers()
  mockReducedMotion(false)
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderWheel()
  return user
}

describe("PrizeWheel", () => {
  afterEach(() => jest.useRealTimers())

  it("draws one wedge per segment of the data and describes them for screen readers", () => {
    mockReducedMotion(false)
    renderWheel()
    const count = wheel.segments.length
    expect(document.querySelectorAll("path[d^='M0 0']")).toHaveLength(count)
    expect(screen.getByRole("img", { name: new RegExp(`${count} segments: .*1 × 2X Spins`) })).toBeInTheDocument()
  })

  it("colours each wedge and its label by the segment's prize through the stylesheet's tones, not colours of its own", () => {
    mockReducedMotion(false)
    renderWheel()
    const tones = [...document.querySelectorAll("g.segment")].map((g) =>
      g.getAttribute("class")!.replace("segment ", ""),
    )
    const toneOf = (label: string) => new Set(tones.filter((_, i) => wheel.segments[i].label === label))
    expect(tones).toHaveLength(wheel.segments.length)
    expect(toneOf("2X Spins")).toEqual(new Set(["spins"]))
    expect(toneOf("$500")).toEqual(new Set(["top"]))
    expect(toneOf("$250")).toEqual(new Set(["big"]))
    expect(toneOf("$100")).toEqual(new Set(["gold"]))
    expect(toneOf("$75")).toEqual(new Set(["green"]))
    expect(toneOf("$50")).toEqual(new Set(["blue"]))
    expect(toneOf("$25")).toEqual(new Set(["navyLight", "navy"]))
    expect(document.querySelector("[fill]:not([fill='none'])")).toBeNull()
  })

  it("draws any other count of segments the same way, each label on its own wedge", () => {
    mockReducedMotion(false)
    const segments = wheel.segments.slice(0, 12)
    renderWheel(segments)
    expect(document.querySelectorAll("path[d^='M0 0']")).toHaveLength(12)
    expect([...document.querySelectorAll("text")].map((t) => t.textContent)).toEqual(segments.map((s) => s.label))
    expect(screen.getByRole("img", { name: /^Prize wheel with 12 segments: / })).toBeInTheDocument()
  })

  it("announces the segment it stopped on after the spin time", async () => {
    const user = renderSpinning()
    await user.click(screen.getByRole("button", { name: wheel.spinLabel }))
    expect(screen.getByRole("button", { name: wheel.spinningLabel })).toHaveAttribute("aria-disabled", "true")
    expect(screen.getByRole("status")).toHaveTextContent(/^$/)
    act(() => jest.advanceTimersByTime(wheel.spinSeconds * 1000))
    expect(screen.getByRole("status")).toHaveTextContent(landedOn(resultLabel()))
    expect(screen.getByRole("button", { name: wheel.spinLabel })).not.toHaveAttribute("aria-disabled")
  })

  it("does not start another spin when tapped again while it spins", async () => {
    const user = renderSpinning()
    await user.click(screen.getByRole("button", { name: wheel.spinLabel }))
    const button = screen.getByRole("button", { name: wheel.spinningLabel })
    const rotation = document.querySelector("[data-rotation]")!.getAttribute("data-rotation")
    await user.click(button)
    expect(document.querySelector("[data-rotation]")!.getAttribute("data-rotation")).toBe(rotation)
    act(() => jest.advanceTimersByTime(wheel.spinSeconds * 1000))
    expect(screen.getByRole("status")).toHaveTextContent(landedOn(resultLabel()))
  })

  it("outlines the segment it stopped on, and clears the outline when the next spin starts", async () => {
    const user = renderSpinning()
    const outlined = () =>
      [...document.querySelectorAll("path[d^='M0 0']")].flatMap((path, i) =>
        path.getAttribute("class") === "winner" ? [i] : [],
      )
    expect(outlined()).toEqual([])
    await user.click(screen.getByRole("button", { name: wheel.spinLabel }))
    act(() => jest.advanceTimersByTime(wheel.spinSeconds * 1000))
    const won = Number(document.querySelector("[data-result-index]")!.getAttribute("data-result-index"))
    expect(outlined()).toEqual([won])
    await user.click(screen.getByRole("button", { name: wheel.spinLabel }))
    expect(outlined()).toEqual([])
  })

  it("with reduced motion, announces at once without a long transition", async () => {
    mockReducedMotion(true)
    renderWheel()
    await userEvent.click(screen.getByRole("button", { name: wheel.spinLabel }))
    expect(screen.getByRole("status")).toHaveTextContent(landedOn(resultLabel()))
    expect((document.querySelector("[data-result-index]") as HTMLElement).style.transition).toBe("none")
  })

  it("names the segment as a practice result, never as a prize won, and says what 2X Spins does", () => {
    const spins = wheel.segments.find((s) => s.kind === "spins")!
    const cash = wheel.segments.find((s) => s.label === "$100")!
    const said = [cash, spins].map((s) => announcement(s, wheel.resultPrefix, wheel.resultNote, wheel.doubleSpinNote))
    expect(said[0]).toBe("The wheel landed on $100 (practice spin: no prize is awarded here).")
    expect(said[1]).toBe(`${landedOn("2X Spins")} ${wheel.doubleSpinNote}`)
    for (const text of said) expect(text).not.toMatch(/\bwon\b|\bwin\b/i)
  })
})

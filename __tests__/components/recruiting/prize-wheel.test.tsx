import React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import wheel from "../../../data/wheel.json"
import { PrizeWheel } from "../../../src/components/recruiting/prize-wheel"
import { mockReducedMotion } from "../../fixtures/reduced-motion"

// The winning wedge is outlined by its CSS Module class, named here so the test can see it.
jest.mock("../../../src/components/recruiting/prize-wheel.module.css", () => ({ winner: "winner" }))

const renderWheel = () =>
  render(
    <PrizeWheel
      segments={wheel.segments}
      spinSeconds={wheel.spinSeconds}
      spinLabel={wheel.spinLabel}
      spinningLabel={wheel.spinningLabel}
      resultPrefix={wheel.resultPrefix}
      doubleSpinNote={wheel.doubleSpinNote}
    />,
  )

const resultLabel = () => {
  const index = Number(document.querySelector("[data-result-index]")!.getAttribute("data-result-index"))
  return wheel.segments[index].label
}

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

  it("draws 35 segments and describes them for screen readers", () => {
    mockReducedMotion(false)
    renderWheel()
    expect(document.querySelectorAll("path[d^='M0 0']")).toHaveLength(35)
    expect(screen.getByRole("img", { name: /35 segments: .*1 × 2X Spins/ })).toBeInTheDocument()
  })

  it("announces the segment it stopped on after the spin time", async () => {
    const user = renderSpinning()
    await user.click(screen.getByRole("button", { name: wheel.spinLabel }))
    expect(screen.getByRole("button", { name: wheel.spinningLabel })).toHaveAttribute("aria-disabled", "true")
    expect(screen.getByRole("status")).toHaveTextContent(/^$/)
    act(() => jest.advanceTimersByTime(wheel.spinSeconds * 1000))
    expect(screen.getByRole("status")).toHaveTextContent(`You won ${resultLabel()}!`)
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
    expect(screen.getByRole("status")).toHaveTextContent(`You won ${resultLabel()}!`)
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
    expect(screen.getByRole("status")).toHaveTextContent(`You won ${resultLabel()}!`)
    expect((document.querySelector("[data-result-index]") as HTMLElement).style.transition).toBe("none")
  })
})

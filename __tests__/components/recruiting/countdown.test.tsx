import React from "react"
import { act, render, screen } from "@testing-library/react"
import { Countdown } from "../../../src/components/recruiting/countdown"

describe("Countdown", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("starts at 23:45:00, ticks each second and stops at 00:00:00", () => {
    render(<Countdown label="Closes in" />)
    const timer = screen.getByRole("timer")
    expect(timer).toHaveTextContent("23:45:00")
    expect(timer).not.toHaveAttribute("aria-live", "polite")
    act(() => jest.advanceTimersByTime(3000))
    expect(timer).toHaveTextContent("23:44:57")
    act(() => jest.advanceTimersByTime(85_500 * 1000))
    expect(timer).toHaveTextContent("00:00:00")
    expect(jest.getTimerCount()).toBe(0)
    act(() => jest.advanceTimersByTime(10_000))
    expect(timer).toHaveTextContent("00:00:00")
  })
})

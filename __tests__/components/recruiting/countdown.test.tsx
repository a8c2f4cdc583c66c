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

  describe("with a deadline", () => {
    const deadline = Date.parse("2026-12-04T17:00:00-08:00")

    it("shows the time left until the moment, and a reload shows the same time instead of starting again", () => {
      jest.setSystemTime(deadline - 90_500)
      const first = render(<Countdown label="Applications close in" deadline={deadline} />)
      expect(screen.getByRole("timer", { name: /Applications close in/ })).toHaveTextContent("00:01:31")
      act(() => jest.advanceTimersByTime(500))
      expect(screen.getByRole("timer")).toHaveTextContent("00:01:30")
      act(() => jest.advanceTimersByTime(30_000))
      expect(screen.getByRole("timer")).toHaveTextContent("00:01:00")
      first.unmount()
      jest.setSystemTime(deadline - 50_000) // the visitor comes back ten seconds later
      render(<Countdown label="Applications close in" deadline={deadline} />)
      expect(screen.getByRole("timer")).toHaveTextContent("00:00:50")
    })

    it("reaches 00:00:00 at the moment and stops", () => {
      jest.setSystemTime(deadline - 3_000)
      render(<Countdown label="Applications close in" deadline={deadline} />)
      const timer = screen.getByRole("timer")
      act(() => jest.advanceTimersByTime(2_999))
      expect(timer).toHaveTextContent("00:00:01")
      act(() => jest.advanceTimersByTime(1))
      expect(timer).toHaveTextContent("00:00:00")
      expect(jest.getTimerCount()).toBe(0)
      act(() => jest.advanceTimersByTime(60_000))
      expect(timer).toHaveTextContent("00:00:00")
    })
  })
})

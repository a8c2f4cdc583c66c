/** @jest-environment jsdom */
import { afterNextPaint } from "../../src/lib/next-paint"

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return done
}

describe("afterNextPaint", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("resolves in a task after the next frame's callbacks, not before", async () => {
    const order: string[] = []
    const waiting = afterNextPaint().then(() => void order.push("after paint"))
    requestAnimationFrame(() => void order.push("frame"))
    expect(await settled(waiting)).toBe(false)
    jest.advanceTimersByTime(16) // the frame: its callbacks run, then it is drawn
    expect(order).toEqual(["frame"])
    jest.advanceTimersByTime(1) // the next task
    expect(await settled(waiting)).toBe(true)
    expect(order).toEqual(["frame", "after paint"])
  })

  it("resolves at once on a hidden page, which draws no frames", async () => {
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden")
    expect(await settled(afterNextPaint())).toBe(true)
  })

  it("resolves anyway when no frame comes", async () => {
    jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0)
    const waiting = afterNextPaint(100)
    jest.advanceTimersByTime(99)
    expect(await settled(waiting)).toBe(false)
    jest.advanceTimersByTime(1)
    expect(await settled(waiting)).toBe(true)
  })
})

import { COUNTDOWN_START_SECONDS, formatHms, remainingSeconds, tick } from "../../src/lib/countdown"

describe("countdown", () => {
  it("starts at 23:45:00", () => {
    expect(formatHms(COUNTDOWN_START_SECONDS)).toBe("23:45:00")
    expect(remainingSeconds(0)).toBe(COUNTDOWN_START_SECONDS)
  })

  it("goes down one second per elapsed second", () => {
    expect(formatHms(remainingSeconds(999))).toBe("23:45:00")
    expect(formatHms(remainingSeconds(1000))).toBe("23:44:59")
    expect(formatHms(remainingSeconds(61_000))).toBe("23:43:59")
    expect(formatHms(tick(COUNTDOWN_START_SECONDS))).toBe("23:44:59")
    expect(formatHms(tick(3600))).toBe("00:59:59")
  })

  it("stops at 00:00:00 and never goes below", () => {
    expect(remainingSeconds(COUNTDOWN_START_SECONDS * 1000)).toBe(0)
    expect(remainingSeconds(COUNTDOWN_START_SECONDS * 1000 + 5_000_000)).toBe(0)
    expect(tick(0)).toBe(0)
    expect(tick(1)).toBe(0)
    expect(formatHms(0)).toBe("00:00:00")
  })

  it("ticking from the start reaches zero after exactly the start's seconds", () => {
    let s = COUNTDOWN_START_SECONDS
    let ticks = 0
    while (s > 0) {
      s = tick(s)
      ticks++
    }
    expect(ticks).toBe(85_500)
    expect(tick(s)).toBe(0)
  })
})

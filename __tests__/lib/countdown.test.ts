import {
  COUNTDOWN_START_SECONDS,
  formatHms,
  msToNextSecond,
  parseMoment,
  remainingSeconds,
  scarcityAt,
  scarcityNeedsClock,
  secondsUntil,
  tick,
} from "../../src/lib/countdown"

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

describe("countdown to a real closing moment", () => {
  const closes = "2026-12-04T17:00:00-08:00"
  const at = (iso: string) => Date.parse(iso)

  it("reads a date-time only with its offset", () => {
    expect(parseMoment(closes)).toBe(Date.UTC(2026, 11, 5, 1, 0, 0))
    expect(parseMoment("2026-12-05T01:00:00Z")).toBe(Date.UTC(2026, 11, 5, 1, 0, 0))
    expect(parseMoment("2026-12-04T17:00:00")).toBeNull() // whose 5 pm?
    expect(parseMoment("2026-12-04")).toBeNull()
    expect(parseMoment("")).toBeNull()
    expect(parseMoment(undefined)).toBeNull()
  })

  it("counts whole seconds up to the moment, reading 00:00:00 only once it has come", () => {
    const deadline = at(closes)
    expect(formatHms(secondsUntil(deadline, at("2026-12-04T16:00:00-08:00")))).toBe("01:00:00")
    expect(formatHms(secondsUntil(deadline, deadline - 500))).toBe("00:00:01")
    expect(secondsUntil(deadline, deadline)).toBe(0)
    expect(secondsUntil(deadline, deadline + 60_000)).toBe(0)
    expect(formatHms(secondsUntil(deadline, at("2026-11-27T17:00:00-08:00")))).toBe("168:00:00")
  })

  it("waits until the next whole second before the moment, and not at all after it", () => {
    const deadline = at(closes)
    expect(msToNextSecond(deadline, deadline - 2_250)).toBe(250)
    expect(msToNextSecond(deadline, deadline - 3_000)).toBe(1000)
    expect(msToNextSecond(deadline, deadline)).toBe(0)
    expect(msToNextSecond(deadline, deadline + 1)).toBe(0)
  })
})

describe("scarcityAt", () => {
  const now = Date.parse("2026-11-27T12:00:00Z")

  it("keeps the sample's line and countdown while the count or the moment is missing", () => {
    expect(scarcityAt(undefined, now)).toEqual({ kind: "sample" })
    expect(scarcityAt({ closes: "" }, now)).toEqual({ kind: "sample" })
    expect(scarcityAt({ spotsLeft: 4, closes: "" }, now)).toEqual({ kind: "sample" })
    expect(scarcityAt({ closes: "2026-12-04T17:00:00-08:00" }, now)).toEqual({ kind: "sample" })
    expect(scarcityNeedsClock({ closes: "" })).toBe(false)
  })

  it("shows the count and counts down to the moment while it is ahead", () => {
    expect(scarcityAt({ spotsLeft: 4, closes: "2026-12-04T17:00:00-08:00" }, now)).toEqual({
      kind: "open",
      spotsLeft: 4,
      closesAt: Date.parse("2026-12-04T17:00:00-08:00"),
    })
    expect(scarcityNeedsClock({ closes: "2026-12-04T17:00:00-08:00" })).toBe(true)
  })

  it("claims nothing once the moment has passed or no place is left", () => {
    expect(scarcityAt({ spotsLeft: 4, closes: "2026-11-27T12:00:00Z" }, now)).toEqual({ kind: "closed" })
    expect(scarcityAt({ closes: "2026-11-01T09:00:00-05:00" }, now)).toEqual({ kind: "closed" })
    expect(scarcityAt({ spotsLeft: 0, closes: "2026-12-04T17:00:00-08:00" }, now)).toEqual({ kind: "closed" })
  })

  it("claims nothing, and needs no clock to know it, when the agency turns the claim off", () => {
    const off = { shown: false, spotsLeft: 4, closes: "2026-12-04T17:00:00-08:00" }
    expect(scarcityAt(off, now)).toEqual({ kind: "closed" })
    expect(scarcityAt({ shown: false }, now)).toEqual({ kind: "closed" })
    expect(scarcityNeedsClock(off)).toBe(false)
  })
})

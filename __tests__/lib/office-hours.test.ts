import {
  formatClockTime,
  localHoursLine,
  officeOffsetAt,
  parseClockTime,
  visitorHours,
  visitorOffsetAt,
  type LocalHoursWords,
  type OfficeHours,
} from "../../src/lib/office-hours"

const PACIFIC = { utcOffsetMinutes: -480, usDaylightSaving: true }
const EASTERN = { utcOffsetMinutes: -300, usDaylightSaving: true }
const ARIZONA = { utcOffsetMinutes: -420, usDaylightSaving: false }

/** The sample agency's hours: 8 to 4, Pacific time. */
const OFFICE: OfficeHours = { ...PACIFIC, open: "8:00 AM", close: "4:00 PM" }
const WORDS: LocalHoursWords = {
  to: "to",
  yourTime: "your time",
  nextDay: "the next day",
  dayBefore: "the day before",
  midnight: "midnight",
}

/** A summer and a winter moment (Pacific daylight and standard time). */
const JULY = new Date("2026-07-15T18:00:00Z")
const JANUARY = new Date("2026-01-15T18:00:00Z")

/** Visitors' offsets, minutes east of UTC. */
const FLORIDA_SUMMER = -240
const FLORIDA_WINTER = -300
const INDIA = 330
const BRISBANE = 600

const line = (visitor: number, at: Date, hours: OfficeHours = OFFICE) => localHoursLine(hours, visitor, at, WORDS)

describe("clock times as the site writes them", () => {
  it("reads hours and minutes, noon and midnight", () => {
    expect(parseClockTime("8:00 AM")).toBe(480)
    expect(parseClockTime("4:00 PM")).toBe(960)
    expect(parseClockTime("12:00 AM")).toBe(0)
    expect(parseClockTime("12:30 PM")).toBe(750)
    expect(parseClockTime("11:59 PM")).toBe(1439)
  })

  it("reads nothing written otherwise", () => {
    for (const text of ["08:00 AM", "8:00", "16:00", "8 AM", "8:00 am", "13:00 PM", "8:60 AM", ""]) {
      expect(parseClockTime(text)).toBeNull()
    }
  })

  it("writes a time of day the same way, and back", () => {
    expect(formatClockTime(0)).toBe("12:00 AM")
    expect(formatClockTime(660)).toBe("11:00 AM")
    expect(formatClockTime(720)).toBe("12:00 PM")
    expect(formatClockTime(1140)).toBe("7:00 PM")
    expect(formatClockTime(1439)).toBe("11:59 PM")
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      expect(parseClockTime(formatClockTime(minutes))).toBe(minutes)
    }
  })
})

describe("the office's offset", () => {
  it("is Pacific standard time in winter and daylight time in summer", () => {
    expect(officeOffsetAt(PACIFIC, JANUARY)).toBe(-480)
    expect(officeOffsetAt(PACIFIC, JULY)).toBe(-420)
  })

  it("goes forward at 2:00 standard time on the second Sunday of March", () => {
    // 2026: March 1 is a Sunday, so the second is March 8; 2:00 PST is 10:00 UTC.
    expect(officeOffsetAt(PACIFIC, new Date("2026-03-08T09:59:59Z"))).toBe(-480)
    expect(officeOffsetAt(PACIFIC, new Date("2026-03-08T10:00:00Z"))).toBe(-420)
    expect(officeOffsetAt(PACIFIC, new Date("2026-03-01T12:00:00Z"))).toBe(-480)
    // 2025: March 9; 2:00 EST is 7:00 UTC.
    expect(officeOffsetAt(EASTERN, new Date("2025-03-09T06:59:59Z"))).toBe(-300)
    expect(officeOffsetAt(EASTERN, new Date("2025-03-09T07:00:00Z"))).toBe(-240)
  })

  it("goes back at 2:00 daylight time on the first Sunday of November", () => {
    // 2026: November 1 is a Sunday; 2:00 PDT is 9:00 UTC.
    expect(officeOffsetAt(PACIFIC, new Date("2026-11-01T08:59:59Z"))).toBe(-420)
    expect(officeOffsetAt(PACIFIC, new Date("2026-11-01T09:00:00Z"))).toBe(-480)
    // 2025: November 2; 2:00 EDT is 6:00 UTC.
    expect(officeOffsetAt(EASTERN, new Date("2025-11-02T05:59:59Z"))).toBe(-240)
    expect(officeOffsetAt(EASTERN, new Date("2025-11-02T06:00:00Z"))).toBe(-300)
    expect(officeOffsetAt(EASTERN, new Date("2025-10-26T12:00:00Z"))).toBe(-240)
  })

  it("takes the year of the office's own date at New Year", () => {
    // 05:00 UTC on January 1 is still December 31 in the office: winter either way.
    expect(officeOffsetAt(PACIFIC, new Date("2027-01-01T05:00:00Z"))).toBe(-480)
    expect(officeOffsetAt(PACIFIC, new Date("2026-12-31T23:00:00Z"))).toBe(-480)
  })

  it("stays at standard time where the office keeps no daylight saving time", () => {
    expect(officeOffsetAt(ARIZONA, JANUARY)).toBe(-420)
    expect(officeOffsetAt(ARIZONA, JULY)).toBe(-420)
  })
})

describe("the visitor's offset", () => {
  afterEach(() => jest.restoreAllMocks())

  it("is the browser's time zone offset turned east of UTC", () => {
    jest.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(240)
    expect(visitorOffsetAt(JULY)).toBe(-240)
    jest.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(-330)
    expect(visitorOffsetAt(JULY)).toBe(330)
  })
})

describe("the office's hours on the visitor's clock", () => {
  it("are 11 to 7 in Florida, summer and winter", () => {
    expect(line(FLORIDA_SUMMER, JULY)).toBe("11:00 AM to 7:00 PM your time")
    expect(line(FLORIDA_WINTER, JANUARY)).toBe("11:00 AM to 7:00 PM your time")
    expect(visitorHours(OFFICE, FLORIDA_SUMMER, JULY)).toEqual({
      open: { minutes: 660, dayShift: 0 },
      close: { minutes: 1140, dayShift: 0 },
    })
  })

  it("are not shown to a visitor whose clock reads as the office's", () => {
    expect(line(-420, JULY)).toBeNull()
    expect(line(-480, JANUARY)).toBeNull()
    // Arizona keeps no daylight saving time: like Pacific in summer, an hour ahead in winter.
    expect(line(ARIZONA.utcOffsetMinutes, JULY)).toBeNull()
    expect(line(ARIZONA.utcOffsetMinutes, JANUARY)).toBe("9:00 AM to 5:00 PM your time")
  })

  it("follow the office's change of clocks", () => {
    // A visitor on UTC all year is eight hours ahead of the office in winter, seven in summer.
    expect(line(0, JANUARY)).toBe("4:00 PM to midnight your time")
    expect(line(0, JULY)).toBe("3:00 PM to 11:00 PM your time")
    expect(line(0, new Date("2026-03-08T09:59:59Z"))).toBe("4:00 PM to midnight your time")
    expect(line(0, new Date("2026-03-08T10:00:00Z"))).toBe("3:00 PM to 11:00 PM your time")
  })

  it("say midnight for 12:00 AM, an opening at it included", () => {
    // An office in India opening at 8:00 AM is open from the start of the day in Newfoundland's summer (UTC-2:30).
    const india: OfficeHours = { utcOffsetMinutes: 330, usDaylightSaving: false, open: "8:00 AM", close: "4:00 PM" }
    expect(line(-150, JULY, india)).toBe("midnight to 8:00 AM your time")
  })

  it("are earlier for a visitor to the west, the same day", () => {
    expect(line(-600, JULY)).toBe("5:00 AM to 1:00 PM your time")
  })

  it("keep the half hour of a half-hour zone", () => {
    // India, UTC+5:30: 12½ hours ahead in summer, 13½ in winter; closing falls on the next day.
    expect(line(INDIA, JULY)).toBe("8:30 PM to 4:30 AM the next day your time")
    expect(line(INDIA, JANUARY)).toBe("9:30 PM to 5:30 AM the next day your time")
    expect(visitorHours(OFFICE, INDIA, JULY)).toEqual({
      open: { minutes: 1230, dayShift: 0 },
      close: { minutes: 270, dayShift: 1 },
    })
  })

  it("say the next day for both times when the whole day moves over midnight", () => {
    // UTC+10: 17 hours ahead in summer, 18 in winter.
    expect(line(BRISBANE, JULY)).toBe("1:00 AM the next day to 9:00 AM the next day your time")
    expect(line(BRISBANE, JANUARY)).toBe("2:00 AM the next day to 10:00 AM the next day your time")
  })

  it("say the day before for a time that falls before the visitor's midnight", () => {
    const india: OfficeHours = { utcOffsetMinutes: 330, usDaylightSaving: false, open: "8:00 AM", close: "4:00 PM" }
    expect(line(-420, JULY, india)).toBe("7:30 PM the day before to 3:30 AM your time")
    const brisbane: OfficeHours = { ...india, utcOffsetMinutes: 600 }
    expect(line(-420, JULY, brisbane)).toBe("3:00 PM the day before to 11:00 PM the day before your time")
  })

  it("leave the line out when a time would fall two days away", () => {
    const farEast: OfficeHours = { utcOffsetMinutes: 840, usDaylightSaving: false, open: "1:00 AM", close: "4:00 AM" }
    expect(visitorHours(farEast, -720, JULY)?.open.dayShift).toBe(-2)
    expect(line(-720, JULY, farEast)).toBeNull()
  })

  it("leave the line out when the hours are not written as the site writes times", () => {
    expect(line(FLORIDA_SUMMER, JULY, { ...OFFICE, open: "8 AM" })).toBeNull()
  })
})

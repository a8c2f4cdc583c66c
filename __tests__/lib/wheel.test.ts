import { webcrypto } from "crypto"
import wheel from "../../data/wheel.json"
import {
  contestStatus,
  formatContestDate,
  formatOdds,
  localIsoDate,
  pickIndex,
  segmentAtPointer,
  segmentCenter,
  targetRotation,
  type RandomSource,
} from "../../src/lib/wheel"

const nodeCrypto: RandomSource = (buffer) => webcrypto.getRandomValues(buffer)

/** Node's crypto, drawn 16,384 values at a time: the same source, without a call per value. */
function bufferedCrypto(): RandomSource {
  const block = new Uint32Array(16_384)
  let next = block.length
  return (buffer) => {
    for (let i = 0; i < buffer.length; i++) {
      if (next === block.length) {
        webcrypto.getRandomValues(block)
        next = 0
      }
      buffer[i] = block[next++]
    }
    return buffer
  }
}

describe("pickIndex", () => {
  it("is uniform over many draws (each of 35 segments within 6% of its expected count)", () => {
    const n = 35
    const draws = 350_000
    const counts = new Array<number>(n).fill(0)
    const random = bufferedCrypto()
    for (let i = 0; i < draws; i++) counts[pickIndex(n, random)]++
    const expected = draws / n
    for (const c of counts) expect(Math.abs(c - expected) / expected).toBeLessThan(0.06)
    // Chi-square with 34 degrees of freedom: 99.9th percentile is about 65.2.
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
    expect(chi).toBeLessThan(65.2)
  })

  it("always returns an index in range", () => {
    const random = bufferedCrypto()
    const outOfRange: number[] = []
    for (let i = 0; i < 10_000; i++) {
      const k = pickIndex(35, random)
      if (!(Number.isInteger(k) && k >= 0 && k < 35)) outOfRange.push(k)
    }
    expect(outOfRange).toEqual([])
  })

  it("rejects values in the biased tail and draws again", () => {
    // 2^32 mod 35 = 1, so 2^32 - 1 is the one rejected value.
    const values = [2 ** 32 - 1, 2 ** 32 - 1, 71]
    const source: RandomSource = (buffer) => {
      buffer[0] = values.shift()!
      return buffer
    }
    expect(pickIndex(35, source)).toBe(71 % 35)
    expect(values).toHaveLength(0)
  })

  it("refuses a count that is not a positive integer", () => {
    expect(() => pickIndex(0, nodeCrypto)).toThrow(RangeError)
    expect(() => pickIndex(2.5, nodeCrypto)).toThrow(RangeError)
  })
})

describe("rotation", () => {
  it("brings the chosen segment under the pointer after whole turns, always forwards", () => {
    let rotation = 0
    for (const index of [0, 17, 34, 3, 3, 20]) {
      const next = targetRotation(rotation, index, 35, 6)
      expect(next).toBeGreaterThanOrEqual(rotation + 6 * 360)
      expect(next).toBeLessThan(rotation + 7 * 360)
      expect(segmentAtPointer(next, 35)).toBe(index)
      rotation = next
    }
  })

  it("places segment centres clockwise from the top", () => {
    expect(segmentCenter(0, 4)).toBe(45)
    expect(segmentAtPointer(0, 4)).toBe(0)
    expect(segmentAtPointer(-100, 4)).toBe(1)
  })
})

describe("data/wheel.json", () => {
  it("has 35 segments and exactly one 2X Spins", () => {
    expect(wheel.segments).toHaveLength(35)
    expect(wheel.segments.filter((s) => s.label === "2X Spins")).toHaveLength(1)
    expect(wheel.segments.filter((s) => s.label === "$25").length).toBeGreaterThan(35 / 2)
  })
})

describe("formatOdds", () => {
  it("gives the chance of a prize as its segments out of all, in lowest terms", () => {
    expect(formatOdds(1, 35)).toBe("1 in 35")
    expect(formatOdds(2, 35)).toBe("2 in 35")
    expect(formatOdds(5, 35)).toBe("1 in 7")
    expect(formatOdds(0, 35)).toBe("0 in 35")
  })
})

describe("contestStatus", () => {
  const facts = {
    sponsorName: "Oak Agency LLC",
    sponsorAddress: "1 Main St",
    startDate: "2026-12-01",
    endDate: "2026-12-31",
  }

  it("is unset while the sponsor or either date is missing, whatever the day", () => {
    for (const missing of ["sponsorName", "sponsorAddress", "startDate", "endDate"] as const) {
      expect(contestStatus({ ...facts, [missing]: "" }, "2026-12-15")).toBe("unset")
    }
  })

  it("runs from its first day to its last, both included", () => {
    expect(contestStatus(facts, "2026-11-30")).toBe("upcoming")
    expect(contestStatus(facts, "2026-12-01")).toBe("running")
    expect(contestStatus(facts, "2026-12-31")).toBe("running")
    expect(contestStatus(facts, "2027-01-01")).toBe("ended")
  })

  it("reads the visitor's own calendar date", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05")
    expect(formatContestDate("2026-12-04")).toBe("December 4, 2026")
  })
})

/** @jest-environment node */
import path from "path"
import zipData from "../../data/zip-eligibility.json"
import wheel from "../../data/wheel.json"
import { validateRecruiting, wheelSchema, zipEligibilitySchema, qrMatrix } from "../../src/node/recruiting"

describe("data/zip-eligibility.json", () => {
  it.each([
    ["florida", zipData.florida, 118, 32003, 32399],
    ["texas", zipData.texas, 227, 75001, 75390],
  ] as const)("%s holds exactly its count of five-digit codes in range, each with a city", (_name, list, count, min, max) => {
    expect(list).toHaveLength(count)
    for (const { zip, city } of list) {
      expect(zip).toMatch(/^\d{5}$/)
      expect(Number(zip)).toBeGreaterThanOrEqual(min)
      expect(Number(zip)).toBeLessThanOrEqual(max)
      expect(city.trim()).not.toBe("")
    }
    expect(new Set(list.map((z) => z.zip)).size).toBe(count)
  })

  it("passes the build's schema, and the schema catches a duplicate, a wrong count and an out-of-range code", () => {
    expect(zipEligibilitySchema.safeParse(zipData).success).toBe(true)
    const dup = { ...zipData, florida: [...zipData.florida.slice(0, 117), zipData.florida[0]] }
    expect(zipEligibilitySchema.safeParse(dup).success).toBe(false)
    expect(zipEligibilitySchema.safeParse({ ...zipData, texas: zipData.texas.slice(1) }).success).toBe(false)
    const outOfRange = { ...zipData, texas: [{ zip: "75391", city: "Dallas" }, ...zipData.texas.slice(1)] }
    expect(zipEligibilitySchema.safeParse(outOfRange).success).toBe(false)
  })
})

describe("data/wheel.json", () => {
  it("passes the schema, which refuses a second 2X Spins or a 36th segment", () => {
    expect(wheelSchema.safeParse(wheel).success).toBe(true)
    const two = { ...wheel, segments: wheel.segments.map((s, i) => (i === 0 ? { kind: "spins", label: "2X Spins" } : s)) }
    expect(wheelSchema.safeParse(two).success).toBe(false)
    expect(wheelSchema.safeParse({ ...wheel, segments: [...wheel.segments, wheel.segments[0]] }).success).toBe(false)
  })
})

describe("recruiting feature", () => {
  it("validates every file of the area in data/", () => {
    expect(() => validateRecruiting(path.resolve(__dirname, "../../data"))).not.toThrow()
  })

  it("encodes a QR matrix of square rows of 0/1", () => {
    const qr = qrMatrix("https://example.org/sign-in")
    expect(qr.rows).toHaveLength(qr.size)
    for (const row of qr.rows) expect(row).toMatch(new RegExp(`^[01]{${qr.size}}$`))
  })
})

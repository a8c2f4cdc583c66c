import zipData from "../../data/zip-eligibility.json"
import { buildZipIndex, lookupZip, sanitizeZipInput } from "../../src/lib/zip"

const index = buildZipIndex(zipData)

describe("sanitizeZipInput", () => {
  it("keeps digits only, at most five", () => {
    expect(sanitizeZipInput("3a2b0c0d3e")).toBe("32003")
    expect(sanitizeZipInput("abc")).toBe("")
    expect(sanitizeZipInput("75001-1234")).toBe("75001")
    expect(sanitizeZipInput(" 32 003 ")).toBe("32003")
  })
})

describe("lookupZip", () => {
  it("gives no result before five characters", () => {
    expect(lookupZip("", index)).toEqual({ status: "incomplete" })
    expect(lookupZip("3200", index)).toEqual({ status: "incomplete" })
  })

  it("finds every Florida and Texas code with its city and state", () => {
    for (const { zip, city } of zipData.florida)
      expect(lookupZip(zip, index)).toEqual({ status: "eligible", zip, city, state: "Florida" })
    for (const { zip, city } of zipData.texas)
      expect(lookupZip(zip, index)).toEqual({ status: "eligible", zip, city, state: "Texas" })
  })

  it("rejects codes outside the lists, including in-range codes that were not chosen", () => {
    expect(lookupZip("10001", index)).toEqual({ status: "ineligible", zip: "10001" })
    expect(lookupZip("90210", index).status).toBe("ineligible")
    const listed = new Set(zipData.florida.map((z) => z.zip))
    const gap = Array.from({ length: 32399 - 32003 + 1 }, (_, i) => String(32003 + i)).find((z) => !listed.has(z))
    expect(gap).toBeDefined()
    expect(lookupZip(gap!, index).status).toBe("ineligible")
  })
})

import { contactJsonLd } from "../../src/lib/contact-json-ld"
import site from "../../data/site.json"

describe("contactJsonLd", () => {
  it("describes the office with its phone, address and hours from the site settings", () => {
    const ld = contactJsonLd(site) as Record<string, any>
    expect(ld["@type"]).toBe("InsuranceAgency")
    expect(ld.telephone).toBe(site.phone)
    expect(ld.address.addressLocality).toBe("Chowchilla")
    expect(ld.openingHours).toBe("Mo-Fr 08:00-16:00")
    expect(ld.areaServed).toHaveLength(site.areaServed.length)
  })
})

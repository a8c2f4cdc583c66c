/**
 * schema.org description of the office for the contact page (search engines show the
 * phone, address and hours from it). Built only from data/site.json, never from visitor input.
 */
type ContactSite = {
  companyName: string
  siteUrl: string
  phone: string
  email: string
  address: { street: string; city: string; region: string; postalCode: string; country: string }
  businessHours: { openingHoursSpec: string }
  areaServed: readonly string[]
}

export function contactJsonLd(site: ContactSite): object {
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    name: site.companyName,
    url: site.siteUrl,
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHours: site.businessHours.openingHoursSpec,
    areaServed: site.areaServed.map((name) => ({ "@type": "State", name })),
  }
}

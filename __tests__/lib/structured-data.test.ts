import { en as site } from "../../data/site.json"
import { breadcrumbList, insuranceAgency, videoObject } from "../../src/lib/structured-data"

it("describes the agency with address, telephone, hours and area served", () => {
  const agency = insuranceAgency(site) as Record<string, any>
  expect(agency["@type"]).toBe("InsuranceAgency")
  expect(agency.telephone).toBe(site.phone)
  expect(agency.address.addressLocality).toBe("Chowchilla")
  expect(agency.openingHours).toBe("Mo-Fr 08:00-16:00")
  expect(agency.areaServed).toHaveLength(site.areaServed.length)
})

it("numbers breadcrumb items from 1 with absolute URLs", () => {
  const list = breadcrumbList("https://x.example", [
    { name: "Home", path: "/" },
    { name: "Agent Incentives", path: "/agent-incentives" },
  ]) as Record<string, any>
  expect(list.itemListElement[1]).toEqual({
    "@type": "ListItem",
    position: 2,
    name: "Agent Incentives",
    item: "https://x.example/agent-incentives",
  })
})

it("points a video at its player and thumbnail", () => {
  const video = videoObject({
    name: "Why families choose us",
    description: "d",
    videoId: "abc",
    thumbnailOrigin: "https://i.ytimg.com",
    playerOrigin: "https://www.youtube-nocookie.com",
    uploadDate: "2024-01-01",
  }) as Record<string, any>
  expect(video.embedUrl).toBe("https://www.youtube-nocookie.com/embed/abc")
  expect(video.thumbnailUrl[0]).toBe("https://i.ytimg.com/vi/abc/hqdefault.jpg")
})

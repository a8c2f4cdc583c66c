import { en as site } from "../../data/site.json"
import { DEFAULT_PREVIEW_PATH, defaultPreviewImage, tripPreviewAlt } from "../../src/lib/preview-image"

describe("defaultPreviewImage", () => {
  it("is the default picture, described by the name and tagline it shows", () => {
    const image = defaultPreviewImage({ companyName: "Oak Agency", tagline: "Here since 1990" })
    expect(image).toEqual({ src: DEFAULT_PREVIEW_PATH, alt: "Oak Agency: Here since 1990" })
  })

  it("reads the agency's own words from data/site.json", () => {
    expect(defaultPreviewImage(site).alt).toContain(site.companyName)
  })
})

describe("tripPreviewAlt", () => {
  const photos = [
    { fileName: "1.jpg", alt: "The group on the beach at sunset" },
    { fileName: "IMG_0042.HEIC", alt: "Dinner on the terrace" },
  ]

  it("is the alt text of the gallery photo the cover is", () => {
    expect(tripPreviewAlt("1", photos, "Our week in Hawaii")).toBe("The group on the beach at sunset")
  })

  it("finds a phone's photo by its name, whatever the extension of the picture made from it", () => {
    expect(tripPreviewAlt("IMG_0042", photos, "Our week in Hawaii")).toBe("Dinner on the terrace")
  })

  it("is the trip's description for a cover file of its own, which no caption describes", () => {
    expect(tripPreviewAlt("cover", photos, "Our week in Hawaii")).toBe("Our week in Hawaii")
    expect(tripPreviewAlt(null, photos, "Our week in Hawaii")).toBe("Our week in Hawaii")
  })
})

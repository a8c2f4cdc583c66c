import fs from "fs"
import path from "path"
import { fillTokens } from "../../src/lib/text"
import {
  captionsByPhoto,
  coverFileName,
  defaultAlt,
  galleryFileNames,
  isIgnoredFile,
  isPhotoFile,
  naturalCompare,
  tripPhotoEntries,
} from "../../src/node/trips/photos"
import { tripPath } from "../../src/node/trips/schema"
import { formatDuration, formatGroupSize, photoCountLabel, tripTokens } from "../../src/lib/trip-text"

describe("trip photo rules", () => {
  it("orders photos by natural file name: 2.jpg before 10.jpg", () => {
    expect(galleryFileNames(["10.jpg", "2.jpg", "1.jpg", "trip.json", "captions.json", "B.png", "a.webp"])).toEqual([
      "1.jpg",
      "2.jpg",
      "10.jpg",
      "a.webp",
      "B.png",
    ])
    expect(["img-10.JPG", "img-9.jpg"].sort(naturalCompare)).toEqual(["img-9.jpg", "img-10.JPG"])
  })

  it("knows photos from the files it ignores", () => {
    expect(isPhotoFile("IMG_0001.JPEG")).toBe(true)
    expect(isPhotoFile(".hidden.jpg")).toBe(false)
    expect(isPhotoFile("notes.txt")).toBe(false)
    expect(isIgnoredFile("trip.json")).toBe(true)
    expect(isIgnoredFile("README.md")).toBe(true)
    expect(isIgnoredFile(".DS_Store")).toBe(true)
    expect(isIgnoredFile("notes.txt")).toBe(false)
  })

  it("uses cover.* as the cover (left out of the gallery), else the first photo", () => {
    expect(coverFileName(["2.jpg", "1.jpg", "cover.webp"])).toBe("cover.webp")
    expect(galleryFileNames(["2.jpg", "1.jpg", "Cover.webp"])).toEqual(["1.jpg", "2.jpg"])
    expect(coverFileName(["10.jpg", "9.jpg"])).toBe("9.jpg")
    expect(coverFileName(["trip.json"])).toBeNull()
  })

  it("gives each photo its caption from captions.json, else '{destination} {year}, photo i of n'", () => {
    const entries = tripPhotoEntries(
      ["2.jpg", "1.jpg", "3.jpg"],
      { destination: "Bahamas", year: 2012 },
      { "2.jpg": "Sunset on the beach", "3.jpg": "  " },
    )
    expect(entries).toEqual([
      { fileName: "1.jpg", position: 1, alt: "Bahamas 2012, photo 1 of 3" },
      { fileName: "2.jpg", position: 2, alt: "Sunset on the beach" },
      { fileName: "3.jpg", position: 3, alt: "Bahamas 2012, photo 3 of 3" },
    ])
    expect(defaultAlt("Hawaii", 2016, 1, 8)).toBe("Hawaii 2016, photo 1 of 8")
  })

  it("words counts and the empty gallery as the pages show them", () => {
    expect(tripPath("hawaii-2016")).toBe("/agent-incentives/hawaii-2016")
    const words = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/incentives.json"), "utf8")).gallery
    const canada = { destination: "Winter Wonderland Canada", year: 2018, photoCount: 72, description: "" }
    expect(fillTokens(words.countLine, tripTokens(canada))).toBe(
      "72 photos from our amazing Winter Wonderland Canada adventure",
    )
    expect(photoCountLabel(1)).toBe("1 photo")
    const bahamas = { destination: "Bahamas", year: 2012, photoCount: 0, description: "" }
    expect(fillTokens(words.emptyMessage, tripTokens(bahamas))).toBe(
      "Gallery photos for Bahamas 2012 will be available soon.",
    )
    expect(formatGroupSize(200)).toBe("200 people")
    expect(formatGroupSize(null)).toBe("N/A")
    expect(formatDuration(undefined)).toBe("N/A")
    expect(formatDuration("6 days")).toBe("6 days")
  })
})

describe("captionsByPhoto", () => {
  it("maps each photo file to its caption, leaving out entries that name no photo or have no text", () => {
    expect(
      captionsByPhoto([
        { photo: "2.jpg", caption: "Team dinner" },
        { photo: "notes.txt", caption: "Not a photo" },
        { photo: "3.jpg", caption: null },
        { caption: "No file" },
      ]),
    ).toEqual({ "2.jpg": "Team dinner" })
    expect(captionsByPhoto(null)).toEqual({})
  })
})

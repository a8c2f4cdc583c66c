import fs from "fs"
import os from "os"
import path from "path"
import { checkPhotoReadable, validateTrips } from "../../src/node/trips/photos"
import { incentivesCollection } from "../../src/node/trips/schema"
import { readSingle } from "../../src/node/schema/collection"
import { PHOTO_FILE_NAME } from "../../src/node/trips/schema"

const DATA = path.resolve(__dirname, "../../data")

describe("data/trips as shipped", () => {
  const trips = validateTrips(DATA)

  // Read from the folders, as a curator leaves them: adding or removing a photo changes nothing here.
  const folders = fs.readdirSync(path.join(DATA, "trips")).filter((f) => fs.existsSync(path.join(DATA, "trips", f, "trip.json")))
  const natural = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, "en", { numeric: true }))

  it("holds one trip per folder, each with every photo of its folder, in natural order", () => {
    expect(trips.length).toBeGreaterThan(0)
    expect(trips.map((t) => t.folder.replace(/^trips\//, "")).sort()).toEqual([...folders].sort())
    for (const trip of trips) {
      const photos = fs.readdirSync(path.join(DATA, trip.folder)).filter((f) => PHOTO_FILE_NAME.test(f))
      expect(trip.photoFiles).toEqual(natural(photos))
      expect(trip.photoFiles.length).toBeGreaterThan(0)
    }
  })

  it("keeps the generated sample photos (numbered, in trips marked sample) readable and under 150 KB", async () => {
    const samples = trips.filter((t) => t.sample).flatMap((t) => t.photoFiles.filter((f) => /^\d+\.jpg$/.test(f)).map((f) => path.join(DATA, t.folder, f)))
    expect(samples.length).toBeGreaterThan(0)
    for (const file of samples) expect(fs.statSync(file).size).toBeLessThan(150 * 1024)
    await expect(checkPhotoReadable(samples[0], "x")).resolves.toBeUndefined()
  })

  it("has one sample that carries a phone's camera and GPS data, which the build must not publish", async () => {
    const sharp = (await import("sharp")).default
    const exif = (await sharp(path.join(DATA, "trips/bahamas-2012/4.jpg")).metadata()).exif
    // The camera's make, and with it the GPS position, are in the photo's EXIF block, which the build drops whole.
    expect(exif?.includes(Buffer.from("SampleCam"))).toBe(true)
  })

  it("has a valid incentives page file with four benefits", () => {
    expect(readSingle(DATA, incentivesCollection).benefits).toHaveLength(4)
  })
})

describe("trip validation failures name the file", () => {
  let dir: string
  const trip = { destination: "Bahamas", year: 2012, description: "Five days in the Bahamas.", stats: { groupSize: 22 } }
  const write = (rel: string, content: string | Buffer) => {
    const file = path.join(dir, rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trips-test-")), "data")
    write("trips/bahamas-2012/trip.json", JSON.stringify(trip))
    fs.copyFileSync(path.join(DATA, "trips/bahamas-2012/1.jpg"), path.join(dir, "trips/bahamas-2012/1.jpg"))
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))

  it("accepts a minimal valid folder, with N/A-able stats and no highlights", () => {
    const [t] = validateTrips(dir)
    expect(t).toMatchObject({ tripId: "bahamas-2012", photoFiles: ["1.jpg"], cover: "1.jpg", highlights: [] })
  })

  it("fails for a folder without trip.json", () => {
    write("trips/aruba-2020/1.jpg", "x")
    expect(() => validateTrips(dir)).toThrow(/data\/trips\/aruba-2020\/: trip folder has no trip\.json/)
  })

  it("fails for a trip.json missing a required field", () => {
    const { destination: _d, ...rest } = trip
    write("trips/bahamas-2012/trip.json", JSON.stringify(rest))
    expect(() => validateTrips(dir)).toThrow(/data\/trips\/bahamas-2012\/trip\.json: missing required field "destination"/)
  })

  it("fails for a trip.json that is not JSON, or types a photo count by hand", () => {
    write("trips/bahamas-2012/trip.json", "{ destination: ")
    expect(() => validateTrips(dir)).toThrow(/data\/trips\/bahamas-2012\/trip\.json: is not valid JSON/)
    write("trips/bahamas-2012/trip.json", JSON.stringify({ ...trip, photoCount: 4 }))
    expect(() => validateTrips(dir)).toThrow(/trip\.json: unknown field\(s\) "photoCount"/)
  })

  it("fails for two trips with one id", () => {
    write("trips/bahamas-again/trip.json", JSON.stringify({ ...trip, slug: "bahamas-2012" }))
    expect(() => validateTrips(dir)).toThrow(/data\/trips\/bahamas-again\/trip\.json: trip id "bahamas-2012" is already used by data\/trips\/bahamas-2012\/trip\.json/)
  })

  it("fails for a folder name that cannot be a page address", () => {
    write("trips/Bahamas 2013/trip.json", JSON.stringify(trip))
    expect(() => validateTrips(dir)).toThrow(/data\/trips\/Bahamas 2013\/trip\.json: the folder name "Bahamas 2013" is not a valid page address/)
  })

  it("fails for a file that is not a supported photo", () => {
    write("trips/bahamas-2012/IMG_0042.MOV", "x")
    expect(() => validateTrips(dir)).toThrow(/data\/trips\/bahamas-2012\/IMG_0042\.MOV: not a supported photo format \(use jpg, .*, heic, heif\)/)
  })

  it("takes a phone's HEIC photo, ordered by its name, and a caption naming it", () => {
    fs.copyFileSync(path.join(__dirname, "../fixtures/trip-photo.heic"), path.join(dir, "trips/bahamas-2012/IMG_0042.HEIC"))
    write("trips/bahamas-2012/trip.json", JSON.stringify({ ...trip, captions: [{ photo: "IMG_0042.HEIC", caption: "Boat" }] }))
    expect(validateTrips(dir)[0]).toMatchObject({ photoFiles: ["1.jpg", "IMG_0042.HEIC"], captions: [{ photo: "IMG_0042.HEIC" }] })
  })

  it("reads captions from trip.json, each naming a photo of the folder once", () => {
    fs.copyFileSync(path.join(DATA, "trips/bahamas-2012/2.jpg"), path.join(dir, "trips/bahamas-2012/2.jpg"))
    write("trips/bahamas-2012/trip.json", JSON.stringify({ ...trip, captions: [{ photo: "2.jpg", caption: "Boat" }] }))
    expect(validateTrips(dir)[0]).toMatchObject({ photoFiles: ["1.jpg", "2.jpg"], captions: [{ photo: "2.jpg", caption: "Boat" }] })
  })

  it("fails for a caption of a photo that is not in the folder (deleted or renamed), naming the file and the field", () => {
    const captions = [
      { photo: "1.jpg", caption: "Beach" },
      { photo: "7.jpg", caption: "Boat" },
    ]
    write("trips/bahamas-2012/trip.json", JSON.stringify({ ...trip, captions }))
    expect(() => validateTrips(dir)).toThrow(
      /data\/trips\/bahamas-2012\/trip\.json: field "captions\[1\]\.photo": "7\.jpg" is not a photo of data\/trips\/bahamas-2012\/ .*remove its caption/,
    )
  })

  it("fails for an empty caption, and for two captions of one photo", () => {
    write("trips/bahamas-2012/trip.json", JSON.stringify({ ...trip, captions: [{ photo: "1.jpg", caption: "" }] }))
    expect(() => validateTrips(dir)).toThrow(/trip\.json: field "captions\[0\]\.caption": must not be empty/)
    const twice = [
      { photo: "1.jpg", caption: "Beach" },
      { photo: "1.jpg", caption: "Sand" },
    ]
    write("trips/bahamas-2012/trip.json", JSON.stringify({ ...trip, captions: twice }))
    expect(() => validateTrips(dir)).toThrow(/field "captions\[1\]\.photo": "1\.jpg" already has a caption \(captions\[0\]\)/)
  })

  it("fails for a captions.json left from before captions moved into trip.json, saying what to do", () => {
    write("trips/bahamas-2012/captions.json", JSON.stringify({ "1.jpg": "Beach" }))
    expect(() => validateTrips(dir)).toThrow(/data\/trips\/bahamas-2012\/captions\.json: captions now live in trip\.json/)
  })

  it("reads what the browser editor writes for emptied fields as absent", () => {
    const edited = {
      ...trip,
      slug: "",
      stats: { groupSize: "", duration: "", location: null },
      highlights: [],
      captions: [],
    }
    write("trips/bahamas-2012/trip.json", JSON.stringify(edited, null, 2)) // no trailing newline, as the editor writes
    expect(validateTrips(dir)[0]).toMatchObject({ tripId: "bahamas-2012", stats: {}, highlights: [], captions: [] })
  })

  it("reports a cleared required number as missing, naming the field", () => {
    write("trips/bahamas-2012/trip.json", JSON.stringify({ ...trip, year: "" }))
    expect(() => validateTrips(dir)).toThrow(/trip\.json: missing required field "year" \(expected number\)/)
  })

  it("fails for a photo that cannot be read, naming it", async () => {
    write("trips/bahamas-2012/2.jpg", "this is not a JPEG")
    await expect(checkPhotoReadable(path.join(dir, "trips/bahamas-2012/2.jpg"), "data/trips/bahamas-2012/2.jpg")).rejects.toThrow(
      /^data\/trips\/bahamas-2012\/2\.jpg: cannot be read as an image/,
    )
  })

  it("fails for a missing or incomplete incentives.json", () => {
    expect(() => readSingle(dir, incentivesCollection)).toThrow(/data\/incentives\.json: file is missing/)
    const good = JSON.parse(fs.readFileSync(path.join(DATA, "incentives.json"), "utf8"))
    write("incentives.json", JSON.stringify({ ...good, benefits: [] }))
    expect(() => readSingle(dir, incentivesCollection)).toThrow(/data\/incentives\.json: field "benefits"/)
  })
})

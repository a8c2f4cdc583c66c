/**
 * HEIC/HEIF photos: decoded by the WebAssembly libheif that heic-decode ships, kept as a
 * JPEG without metadata, once per content; a file that does not decode is named.
 */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { convertedPath, convertHeicPhoto, heicToJpeg, withIccProfile } from "../../src/node/trips/heic"
import { captionsByPhoto, coverFileName, galleryFileNames, isHeicFile, isPhotoFile } from "../../src/node/trips/photos"
import { PHOTO_FILE_NAME } from "../../src/node/trips/schema"

/** 96 × 64 pixels, sky over sand, with a phone's camera and GPS data in its EXIF block (made with heif-enc). */
const FIXTURE = path.resolve(__dirname, "../fixtures/trip-photo.heic")

let tmp: string
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "heic-"))
})
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

it("knows HEIC and HEIF files by their extension, in any case", () => {
  expect(isHeicFile("IMG_0042.HEIC")).toBe(true)
  expect(isHeicFile("beach.heif")).toBe(true)
  expect(isHeicFile("beach.jpg")).toBe(false)
  expect(isHeicFile("heic")).toBe(false)
})

it("the fixture is a HEIC file that sharp cannot decode, with camera and GPS data", async () => {
  const meta = await sharp(FIXTURE).metadata()
  expect(meta).toMatchObject({ format: "heif", compression: "hevc", width: 96, height: 64 })
  expect(meta.exif?.includes(Buffer.from("SampleCam"))).toBe(true)
  await expect(sharp(FIXTURE).toBuffer()).rejects.toThrow()
})

it("decodes a HEIC photo to a JPEG of its size and colours, without its metadata", async () => {
  const jpeg = await heicToJpeg(fs.readFileSync(FIXTURE), "data/trips/bahamas-2012/IMG_0042.HEIC")
  const meta = await sharp(jpeg).metadata()
  expect(meta).toMatchObject({ format: "jpeg", width: 96, height: 64, channels: 3 })
  expect(meta.exif).toBeUndefined()
  expect(meta.xmp).toBeUndefined()
  // Sky at the top, sand at the bottom: the pixels came through, the right way up.
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
  const [r, , b] = pixel(10, 2)
  expect(b).toBeGreaterThan(r + 60)
  const [r2, , b2] = pixel(10, 60)
  expect(r2).toBeGreaterThan(b2 + 40)
})

it("names the file it cannot decode", async () => {
  const broken = fs.readFileSync(FIXTURE).subarray(0, 400)
  await expect(heicToJpeg(broken, "data/trips/bahamas-2012/IMG_0042.HEIC")).rejects.toThrow(
    /^data\/trips\/bahamas-2012\/IMG_0042\.HEIC: cannot be read as a HEIC\/HEIF photo/,
  )
  await expect(heicToJpeg(Buffer.from("not a photo at all"), "data/trips/x/a.heic")).rejects.toThrow(
    /^data\/trips\/x\/a\.heic: cannot be read/,
  )
})

it("keeps the JPEG under the photo's digest and decodes the same content only once", async () => {
  const photo = path.join(tmp, "IMG_0042.HEIC")
  fs.copyFileSync(FIXTURE, photo)
  const options = { absolutePath: photo, displayPath: "data/trips/t/IMG_0042.HEIC", digest: "abc123", cacheDir: tmp }
  const jpeg = await convertHeicPhoto(options)
  expect(jpeg).toBe(convertedPath(tmp, "IMG_0042.HEIC", "abc123"))
  expect(path.basename(jpeg)).toBe("IMG_0042.jpg")
  expect((await sharp(jpeg).metadata()).format).toBe("jpeg")
  // Same digest: the JPEG made before is used, the photo is not read again.
  fs.writeFileSync(photo, "no longer a photo")
  await expect(convertHeicPhoto(options)).resolves.toBe(jpeg)
  // A new digest (the photo changed): decoded again, and this time it fails, naming the file.
  await expect(convertHeicPhoto({ ...options, digest: "def456" })).rejects.toThrow(/^data\/trips\/t\/IMG_0042\.HEIC: /)
  expect(fs.existsSync(convertedPath(tmp, "IMG_0042.HEIC", "def456"))).toBe(false)
})

it("a trip folder takes HEIC and HEIF photos, and captions may name them, in any case", () => {
  expect(isPhotoFile("IMG_0042.HEIC")).toBe(true)
  expect(isPhotoFile("beach.heif")).toBe(true)
  expect(galleryFileNames(["IMG_0010.HEIC", "IMG_0009.jpg", "cover.heic"])).toEqual(["IMG_0009.jpg", "IMG_0010.HEIC"])
  expect(coverFileName(["IMG_0010.HEIC", "cover.heic"])).toBe("cover.heic")
  expect(PHOTO_FILE_NAME.test("IMG_0042.HEIC")).toBe(true)
  expect(PHOTO_FILE_NAME.test("IMG_0042.Heif")).toBe(true)
  expect(PHOTO_FILE_NAME.test("notes.txt")).toBe(false)
  // No flags: the JSON Schema written from it (for the code editor) keeps only the source.
  expect(PHOTO_FILE_NAME.flags).toBe("")
  expect(captionsByPhoto([{ photo: "IMG_0042.HEIC", caption: "Sunset" }])).toEqual({ "IMG_0042.HEIC": "Sunset" })
})

it("keeps a photo's colour profile, so Display P3 colours reach the gallery as the same colours in sRGB", async () => {
  // A red of (230, 40, 40) in sRGB, stored in Display P3 numbers with the profile (made with heif-enc).
  const heic = fs.readFileSync(path.resolve(__dirname, "../fixtures/trip-photo-p3.heic"))
  expect((await sharp(heic).metadata()).icc).toBeDefined()
  const jpeg = await heicToJpeg(heic, "data/trips/t/IMG_0044.HEIC")
  expect((await sharp(jpeg).metadata()).icc).toBeDefined()
  // Made as the gallery makes its images (sharp's default: sRGB, profile converted and dropped).
  const { data } = await sharp(jpeg).resize(4).raw().toBuffer({ resolveWithObject: true })
  const [r, g, b] = [...data.subarray(0, 3)]
  expect(Math.abs(r - 230)).toBeLessThan(6)
  expect(Math.abs(g - 40)).toBeLessThan(6)
  expect(Math.abs(b - 40)).toBeLessThan(6)
  // The numbers alone, read as sRGB, are another, duller red.
  const plain = await sharp(jpeg, { ignoreIcc: true }).resize(4).raw().toBuffer()
  expect(Math.abs(plain[0] - 230) + Math.abs(plain[1] - 40)).toBeGreaterThan(10)
})

it("writes a profile into a JPEG that sharp and browsers read back", async () => {
  const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer()
  const icc = Buffer.from(
    (await sharp(fs.readFileSync(path.resolve(__dirname, "../fixtures/trip-photo-p3.heic"))).metadata()).icc!,
  )
  const withProfile = withIccProfile(jpeg, icc)
  expect(Buffer.compare(Buffer.from((await sharp(withProfile).metadata()).icc!), icc)).toBe(0)
  expect((await sharp(withProfile).metadata()).width).toBe(4)
})

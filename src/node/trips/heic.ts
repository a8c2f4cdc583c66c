/**
 * HEIC/HEIF photos (a phone's default format) in the trip galleries. sharp's prebuilt
 * libvips reads a HEIC file's header but has no HEVC decoder, so gatsby-plugin-sharp
 * cannot make images from it. Each such photo is decoded once, by libheif compiled to
 * WebAssembly (shipped inside the heic-decode package, nothing downloaded), and kept as a
 * JPEG in Gatsby's cache under the original's digest, where later builds find it instead
 * of decoding again. The gallery then makes its images from that JPEG like from any
 * photo, which leaves out the camera and GPS data as it does for every photo.
 */
import fs from "fs"
import path from "path"
import { Worker } from "worker_threads"
import { DataError } from "../schema/data-validation"

/**
 * Quality of the kept JPEG. The gallery encodes its own sizes from it, so it only needs to
 * lose little: at 95 a second encoding adds no visible loss.
 */
const JPEG_QUALITY = 95

type Decoded = Awaited<ReturnType<typeof import("heic-decode")>>
type Sharp = typeof import("sharp")

/** sharp, loaded on first use; the bundled gatsby-node sees it as CommonJS or ESM. */
export async function loadSharp(): Promise<Sharp> {
  const mod = (await import("sharp")) as unknown as Sharp | { default: Sharp }
  return typeof mod === "function" ? mod : mod.default
}

/**
 * Decodes in a worker thread of its own, which ends with the photo. The WebAssembly
 * decoder's memory only grows (about 900 MB after a 48-megapixel photo) and would stay
 * with the build to its end; the worker gives it back, and the build's own thread goes on
 * meanwhile. The pixels come back moved, not copied. The worker finds heic-decode from the
 * working folder, the site's root as for Gatsby itself (the bundled gatsby-node cannot
 * name a path to it).
 */
const WORKER = `
const { parentPort, workerData } = require("worker_threads")
require("heic-decode")({ buffer: workerData.input }).then(
  ({ width, height, data }) => parentPort.postMessage({ width, height, data }, [data.buffer]),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
)
`

function decodeInWorker(input: Uint8Array): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { input } })
    worker.once("message", (result: Decoded | { error: string }) =>
      "error" in result ? reject(new Error(result.error)) : resolve(result),
    )
    worker.once("error", reject)
    worker.once("exit", (code) => reject(new Error(`the decoder stopped (exit code ${code})`)))
  })
}

/**
 * One photo at a time: a 48-megapixel photo's pixels take about 200 MB while decoded, and
 * the build may hand over every photo of a folder at once.
 */
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

/**
 * `jpeg` with the colour profile `icc` embedded (APP2 ICC_PROFILE segments after the JFIF
 * header). A phone's photo is in Display P3: without its profile the gallery would read
 * the numbers as sRGB and show duller colours; with it, sharp turns them into sRGB.
 */
export function withIccProfile(jpeg: Buffer, icc: Buffer): Buffer {
  const CHUNK = 65519 // the largest segment (65535) less its length field, signature and numbering
  const count = Math.ceil(icc.length / CHUNK)
  if (count === 0 || count > 255) return jpeg
  const segments = Array.from({ length: count }, (_, i) => {
    const data = icc.subarray(i * CHUNK, (i + 1) * CHUNK)
    const header = Buffer.alloc(18)
    header.writeUInt16BE(0xffe2, 0)
    header.writeUInt16BE(data.length + 16, 2)
    header.write("ICC_PROFILE\0", 4, "latin1")
    header[16] = i + 1
    header[17] = count
    return Buffer.concat([header, data])
  })
  // After the start-of-image marker, and after the JFIF header when there is one.
  const at = jpeg.readUInt16BE(2) === 0xffe0 ? 4 + jpeg.readUInt16BE(4) : 2
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)])
}

/**
 * A HEIC/HEIF file's primary image as a JPEG, turned upright as the file says (libheif
 * applies its rotation and mirroring), with its colour profile but no other metadata.
 * Throws a DataError naming `displayPath` when the file does not decode.
 */
export async function heicToJpeg(input: Uint8Array, displayPath: string): Promise<Buffer> {
  const sharp = await loadSharp()
  return oneAtATime(async () => {
    let image: Decoded
    try {
      image = await decodeInWorker(input)
    } catch (error) {
      throw new DataError(
        `${displayPath}: cannot be read as a HEIC/HEIF photo (${(error as Error).message}); replace or remove the file, or save it as a JPEG`,
      )
    }
    const { width, height, data } = image
    const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    })
      .removeAlpha()
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer()
    // sharp reads a HEIC file's header (not its image), which holds the profile.
    const { icc } = await sharp(input)
      .metadata()
      .catch(() => ({ icc: undefined }))
    return icc ? withIccProfile(jpeg, icc) : jpeg
  })
}

/**
 * Where the JPEG of a HEIC photo is kept: a folder named after the original's digest (so a
 * changed photo gets a new one) holding the photo's own name, which the gallery's image
 * files are named after.
 */
export function convertedPath(cacheDir: string, fileName: string, digest: string): string {
  const name = path.basename(fileName, path.extname(fileName))
  return path.join(cacheDir, "heic", digest.replace(/[^a-zA-Z0-9_-]/g, ""), `${name}.jpg`)
}

/**
 * The JPEG of the HEIC photo at `absolutePath`, made now unless an earlier build made it
 * from the same content. Throws a DataError naming `displayPath` when the photo does not decode.
 */
export async function convertHeicPhoto(options: {
  absolutePath: string
  displayPath: string
  digest: string
  cacheDir: string
}): Promise<string> {
  const target = convertedPath(options.cacheDir, path.basename(options.absolutePath), options.digest)
  if (fs.existsSync(target)) return target
  const jpeg = await heicToJpeg(fs.readFileSync(options.absolutePath), options.displayPath)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  // Written under another name first, so a build stopped halfway leaves no half file to reuse.
  const partial = `${target}.${process.pid}.part`
  fs.writeFileSync(partial, jpeg)
  fs.renameSync(partial, target)
  return target
}

/**
 * Removes the resized photos in public/static/ that no page uses any more.
 * gatsby-plugin-sharp writes each size of each photo as static/<photo's digest>/<size's
 * digest>/<name>, and a build that keeps the cache never removes one: a photo taken out of
 * a trip, or a portrait replaced, would stay published at its address, and public/ would
 * differ from a clean build's. What the pages use is every such address in the built files
 * outside static/ (pages, page data, scripts, styles) and in the trips' photo chunks.
 */
import fs from "fs"
import path from "path"

/** A resized photo's address as the pages and page data write it. */
const IMAGE_ADDRESS = /\/static\/[0-9a-f]{32}\/[0-9a-f]+\/[^\s"'\\),]+/g
/** A resized photo's place in public/. */
const IMAGE_FILE = /^static\/[0-9a-f]{32}\/[0-9a-f]+\/[^/]+$/
/** Files that may name a photo: pages, page data, scripts, styles, the manifest, and the trips' photo chunks. */
const TEXT_FILE = /\.(html|json|js|css|webmanifest|xml|txt)$/

/** Every file under `dir`, relative to it, with /. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
}

/** An address as a file's place: "/static/a%20b.jpg" → "static/a b.jpg". */
function placeOf(address: string): string {
  try {
    return decodeURI(address).slice(1)
  } catch {
    return address.slice(1)
  }
}

/** Removes the resized photos of `publicDir` that nothing built names; gives their places. */
export function removeUnusedImages(publicDir: string): string[] {
  const files = filesUnder(publicDir)
  const images = files.filter((file) => IMAGE_FILE.test(file))
  if (!images.length) return []
  const used = new Set<string>()
  for (const file of files) {
    if (!TEXT_FILE.test(file) || (file.startsWith("static/") && !file.startsWith("static/trip-photos/"))) continue
    for (const [address] of fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(IMAGE_ADDRESS)) {
      used.add(placeOf(address))
    }
  }
  // Every photo unused means the pages name them in another way now: keep them all.
  if (!used.size) {
    throw new Error(
      "no built file names a resized photo (/static/<digest>/<digest>/<name>): their addresses changed, see src/node/post-build/unused-images.ts",
    )
  }
  const unused = images.filter((image) => !used.has(image))
  for (const image of unused) {
    fs.rmSync(path.join(publicDir, image))
    // Its folders go with it once empty.
    for (let dir = path.dirname(image); dir !== "static"; dir = path.dirname(dir)) {
      const full = path.join(publicDir, dir)
      if (fs.readdirSync(full).length) break
      fs.rmdirSync(full)
    }
  }
  return unused
}

import fs from "fs"
import path from "path"
import { temporaryDir } from "../fixtures/temp-dir"
import { removeUnusedImages } from "../../src/node/post-build/unused-images"

const A = "2f7797c825b7b601894f7cad687a7393"
const B = "0216e97679792374690ce425aaefe29d"

/** A public/ folder with the given files (place → content). */
function publicDir(files: Record<string, string>): string {
  const dir = temporaryDir("unused-images-")
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

describe("removeUnusedImages", () => {
  it("removes the resized photos no page, page data or photo chunk names, with their emptied folders", () => {
    const dir = publicDir({
      "faq.html": `<img src="/static/${A}/a2e66/1.jpg" srcset="/static/${A}/46faf/1.jpg 280w,\n/static/${A}/8f210/1.webp 560w"/>`,
      "page-data/trips/page-data.json": `{"photoChunks":["/static/trip-photos/t-1.json"],"src":"/static/${B}/0132d/my%20photo.jpg"}`,
      "static/trip-photos/t-1.json": `[{"src":"/static/${B}/3b307/2.jpg 280w,\\n/static/${B}/3b307/3.jpg"}]`,
      [`static/${A}/a2e66/1.jpg`]: "",
      [`static/${A}/46faf/1.jpg`]: "",
      [`static/${A}/8f210/1.webp`]: "",
      [`static/${A}/a2e66/removed.jpg`]: "",
      [`static/${A}/99999/removed.jpg`]: "",
      [`static/${B}/0132d/my photo.jpg`]: "",
      [`static/${B}/3b307/2.jpg`]: "",
      [`static/${B}/3b307/3.jpg`]: "",
      "static/source-serif-4-latin-400.woff2": "",
    })
    expect(removeUnusedImages(dir).sort()).toEqual([`static/${A}/99999/removed.jpg`, `static/${A}/a2e66/removed.jpg`])
    expect(fs.existsSync(path.join(dir, `static/${A}/99999`))).toBe(false)
    expect(fs.existsSync(path.join(dir, `static/${A}/a2e66/1.jpg`))).toBe(true)
    expect(fs.existsSync(path.join(dir, `static/${B}/0132d/my photo.jpg`))).toBe(true)
    expect(fs.existsSync(path.join(dir, `static/${B}/3b307/3.jpg`))).toBe(true)
    // Files of other kinds in static/ are not its business.
    expect(fs.existsSync(path.join(dir, "static/source-serif-4-latin-400.woff2"))).toBe(true)
  })

  it("stops the build, removing nothing, when no built file names a resized photo", () => {
    const dir = publicDir({ "faq.html": "<p>no photos named</p>", [`static/${A}/a2e66/1.jpg`]: "" })
    expect(() => removeUnusedImages(dir)).toThrow(/no built file names a resized photo/)
    expect(fs.existsSync(path.join(dir, `static/${A}/a2e66/1.jpg`))).toBe(true)
  })
})

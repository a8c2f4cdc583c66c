import fs from "fs"
import os from "os"
import path from "path"
import { StaleBundlesRemoved } from "../../src/node/stale-bundles"

describe("StaleBundlesRemoved", () => {
  it("removes, once the bundles are written, each bundle of an earlier build that this one did not write, and nothing else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-bundles-"))
    const files = {
      written: [
        "app-c7e9348adaf4b5b0afb4.js",
        "03c5c23f900b6b01.js",
        "0309b4115738e098.css",
        "webpack-runtime-a784a66b949030393846.js",
      ],
      stale: [
        "app-3088c5ad9c87b1dbb9dc.js",
        "287c623c2ebbf224.js",
        "1a2b3c4d5e6f7a8b.css",
        "framework-5fb4111734efcdcecf12.js",
      ],
      // Not named as webpack names its bundles: the site's own files.
      others: ["robots.txt", "favicon.svg", "chunk-map.json", "index.html", "sw.js", "page-abc.js"],
    }
    for (const file of Object.values(files).flat()) fs.writeFileSync(path.join(dir, file), "")
    let afterEmit: ((compilation: { getAssets(): { name: string }[] }) => void) | undefined
    new StaleBundlesRemoved().apply({ outputPath: dir, hooks: { afterEmit: { tap: (_name, fn) => (afterEmit = fn) } } })
    expect(fs.readdirSync(dir)).toHaveLength(14)
    afterEmit!({ getAssets: () => files.written.map((name) => ({ name })) })
    expect(fs.readdirSync(dir).sort()).toEqual([...files.written, ...files.others].sort())
    fs.rmSync(dir, { recursive: true })
  })
})

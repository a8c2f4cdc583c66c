import fs from "fs"
import os from "os"
import path from "path"
import { CssNamesInServerHash, cssFileNames } from "../../src/node/css-names-in-server-hash"

const stats = {
  assetsByChunkName: { app: ["webpack-runtime-1.js", "app-2.js", "6509d40d93b1ca47.css"] },
  namedChunkGroups: {
    "component---src-pages-faq-tsx": { assets: [{ name: "e3af7e7b61769302.css" }, { name: "3d21.js" }] },
    app: { assets: [{ name: "6509d40d93b1ca47.css" }] },
  },
}

describe("cssFileNames", () => {
  it("lists every CSS file of webpack's stats once, sorted, and no script", () => {
    expect(cssFileNames(stats)).toEqual(["6509d40d93b1ca47.css", "e3af7e7b61769302.css"])
  })

  it("is empty for stats without CSS", () => {
    expect(cssFileNames({ assetsByChunkName: { app: ["app.js"] } })).toEqual([])
  })
})

describe("CssNamesInServerHash", () => {
  /** Runs the plugin's chunk-hash hook for one chunk against the given stats; returns what it hashed. */
  function hashed(chunkName: string, statsJson: unknown): string[] {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "css-hash-"))
    if (statsJson !== undefined) fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(statsJson))
    const updates: string[] = []
    new CssNamesInServerHash(dir).apply({
      hooks: {
        thisCompilation: {
          tap: (_name, onCompilation) =>
            onCompilation({
              hooks: {
                chunkHash: { tap: (_n, onChunk) => onChunk({ name: chunkName }, { update: (d) => updates.push(d) }) },
              },
            }),
        },
      },
    })
    fs.rmSync(dir, { recursive: true })
    return updates
  }

  it("adds the CSS names to the render-page chunk's hash, so a change to CSS alone renders every page again", () => {
    expect(hashed("render-page", stats)).toEqual(["6509d40d93b1ca47.css\ne3af7e7b61769302.css"])
    const changed = { assetsByChunkName: { app: ["d6d7f4c4bd8541be.css"] } }
    expect(hashed("render-page", changed)).not.toEqual(hashed("render-page", stats))
  })

  it("leaves the templates' chunks alone, and does nothing before the browser build has written its stats", () => {
    expect(hashed("component---src-pages-faq-tsx", stats)).toEqual([])
    expect(hashed("render-page", undefined)).toEqual([])
  })
})

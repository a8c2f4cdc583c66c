import fs from "fs"
import os from "os"
import path from "path"
import type { Compiler } from "webpack"
import {
  buildInputs,
  type FilesystemCache,
  hashBuildDependencies,
  LoadersLeftToLockFile,
  steadyDefinitions,
} from "../../src/node/webpack-cache"

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "webpack-cache-"))
  fs.mkdirSync(path.join(root, "patches"))
  fs.mkdirSync(path.join(root, ".cache/compiled"), { recursive: true })
  fs.writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}')
  fs.writeFileSync(path.join(root, "patches/gatsby+5.16.1.patch"), "--- a\n+++ b\n")
  fs.writeFileSync(path.join(root, ".cache/compiled/gatsby-node.js"), "exports.a = 1")
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** A cache option as Gatsby gives it: the site's compiled gatsby-node among its build dependencies. */
const gatsbyCache = (): FilesystemCache => ({
  type: "filesystem",
  name: "build-html",
  cacheLocation: path.join(root, ".cache/webpack/stage-build-html"),
  buildDependencies: { config: [path.join(root, ".cache/compiled/gatsby-node.js")] },
})
/** Where the digest goes: beside the cache's folder. */
const recordFile = () => path.join(root, ".cache/webpack/stage-build-html-inputs.json")
const digest = () => JSON.parse(fs.readFileSync(recordFile(), "utf8")).digest as string

describe("webpack's build dependencies", () => {
  it("are Gatsby's files, the lock file and each patch", () => {
    expect(buildInputs(gatsbyCache(), root)).toEqual([
      path.join(root, ".cache/compiled/gatsby-node.js"),
      path.join(root, "package-lock.json"),
      path.join(root, "patches/gatsby+5.16.1.patch"),
    ])
  })

  it("become one file holding their digest, rewritten only when one of them changes", () => {
    const cache = gatsbyCache()
    const record = recordFile()
    hashBuildDependencies(cache, root)
    expect(cache.buildDependencies).toEqual({ config: [record] })
    const first = digest()

    const earlier = new Date("2026-01-01T00:00:00Z")
    fs.utimesSync(record, earlier, earlier)
    hashBuildDependencies(gatsbyCache(), root)
    expect(fs.statSync(record).mtimeMs).toBe(earlier.getTime())

    for (const [file, content] of [
      [".cache/compiled/gatsby-node.js", "exports.a = 2"],
      ["package-lock.json", '{"lockfileVersion":3,"packages":{}}'],
      ["patches/gatsby+5.16.1.patch", "--- a\n+++ c\n"],
    ]) {
      const before = digest()
      fs.writeFileSync(path.join(root, file), content)
      hashBuildDependencies(gatsbyCache(), root)
      expect(digest()).not.toBe(before)
    }
    expect(digest()).not.toBe(first)
  })

  it("leave the loaders' files, which the lock file stands for, out of what a compilation stores", () => {
    const record = recordFile()
    let done: (stats: { compilation: { buildDependencies: Set<string> } }) => void = () => {}
    const compiler = { hooks: { done: { tap: (_: string, handler: typeof done) => (done = handler) } } }
    new LoadersLeftToLockFile().apply(compiler as unknown as Compiler)
    const buildDependencies = new Set([
      record,
      "/work/site/node_modules/css-loader/dist/cjs.js",
      "/work/site/node_modules/gatsby/dist/utils/babel-loader.js",
    ])
    done({ compilation: { buildDependencies } })
    expect([...buildDependencies]).toEqual([record])
  })
})

describe("the values the bundles are built with", () => {
  it("are the GATSBY_ variables and Gatsby's own, in one order, whatever else the environment holds", () => {
    const definitions = (env: Record<string, string>) => ({
      "process.env": "({})",
      ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
      __PATH_PREFIX__: '""',
    })
    const gatsby = { NODE_ENV: "production", BUILD_STAGE: "build-html", GATSBY_QUOTE_WEBHOOK_URL: "https://hook" }
    // The same build started by a host with its commit id, and by a test runner.
    class DefinePlugin {
      constructor(public definitions: Record<string, string>) {}
    }
    const onHost = new DefinePlugin(definitions({ CF_PAGES_COMMIT_SHA: "4f1c", ...gatsby, PWD: "/opt/buildhome" }))
    const inTests = new DefinePlugin(definitions({ JEST_WORKER_ID: "2", ...gatsby, SHLVL: "3" }))
    const otherPlugin = { definitions: { "process.env.SECRET": '"x"' } }
    steadyDefinitions([onHost, inTests, otherPlugin])

    expect(Object.keys(onHost.definitions)).toEqual([
      "__PATH_PREFIX__",
      "process.env",
      "process.env.BUILD_STAGE",
      "process.env.GATSBY_QUOTE_WEBHOOK_URL",
      "process.env.NODE_ENV",
    ])
    expect(JSON.stringify(inTests.definitions)).toBe(JSON.stringify(onHost.definitions))
    expect(otherPlugin.definitions).toEqual({ "process.env.SECRET": '"x"' })
  })
})

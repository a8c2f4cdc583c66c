/**
 * What tells webpack's cache that the last build's modules may no longer be reused: the
 * code that makes webpack's configuration (Gatsby's, each plugin's gatsby-node and the
 * site's own, compiled), the installed packages (package-lock.json) and the changes made
 * to them (patches/).
 *
 * Gatsby gives webpack those files as "build dependencies", webpack adds each loader, and
 * then follows every module each of them loaded, through Node's module cache: the site's
 * gatsby-node loads jsdom, sharp, pdf-lib and the rest, Gatsby's Babel loader all of Babel,
 * so each build with a cache to store resolved thousands of requests, the longest single
 * step of a clean build's webpack stages. Here the same files are read and hashed into one
 * small JSON file, which is webpack's build dependency in their place, and the loaders'
 * files are left to the lock file, which names each package's version: a change to any of
 * them still starts webpack afresh.
 *
 * And what webpack compares for each module it kept: the values the build defines. Gatsby
 * defines every environment variable in the server bundle, in the order the environment
 * lists them, and webpack builds every module again when any of them, or their order,
 * differs from the last build's: a host's commit id, a shell's working folder, a test
 * runner's variables. The server bundle now sees what the browser bundle sees (the
 * `GATSBY_` variables and Gatsby's own), in one order.
 */
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import type { Compiler } from "webpack"

/** The part of webpack's `cache` option this reads and replaces. */
export type FilesystemCache = {
  type: "filesystem"
  name?: string
  cacheLocation?: string
  buildDependencies?: Record<string, string[]>
}

/** The files whose content decides whether webpack's cache holds: Gatsby's list, the lock file and the patches. */
export function buildInputs(cache: FilesystemCache, rootDir: string): string[] {
  const patches = path.join(rootDir, "patches")
  return [
    ...Object.values(cache.buildDependencies ?? {}).flat(),
    path.join(rootDir, "package-lock.json"),
    ...(fs.existsSync(patches) ? fs.readdirSync(patches).sort() : []).map((file) => path.join(patches, file)),
  ]
}

/**
 * Writes the digest of `buildInputs` beside the cache (once per change, so an unchanged
 * build leaves the file as it was) and makes it the cache's one build dependency.
 */
export function hashBuildDependencies(cache: FilesystemCache, rootDir: string): void {
  if (!cache.cacheLocation) return
  const files = buildInputs(cache, rootDir)
  const digest = createHash("sha256")
  for (const file of files) digest.update(file).update("\0").update(fs.readFileSync(file)).update("\0")
  const record = `${cache.cacheLocation}-inputs.json`
  const content = `${JSON.stringify({ digest: digest.digest("hex"), files }, null, 2)}\n`
  if (!fs.existsSync(record) || fs.readFileSync(record, "utf8") !== content) {
    fs.mkdirSync(path.dirname(record), { recursive: true })
    fs.writeFileSync(record, content)
  }
  cache.buildDependencies = { config: [record] }
}

/** A file of an installed package: the lock file names its version. */
const inPackage = (file: string) => file.split(/[\\/]/).includes("node_modules")

/**
 * Leaves the loaders' files out of what webpack stores as build dependencies (it adds
 * them to each compilation), since the lock file and the patches hashed above stand for them.
 */
export class LoadersLeftToLockFile {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("LoadersLeftToLockFile", ({ compilation }) => {
      for (const file of Array.from(compilation.buildDependencies)) {
        if (inPackage(file)) compilation.buildDependencies.delete(file)
      }
    })
  }
}

/** The variables Gatsby defines for itself in both bundles, besides the `GATSBY_` ones. */
const GATSBY_OWN = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"])

/** Whether the bundles keep the definition `key` (`process.env.NAME` or one of Gatsby's globals). */
export function keepsDefinition(key: string): boolean {
  const name = /^process\.env\.(.+)$/.exec(key)?.[1]
  return name === undefined || GATSBY_OWN.has(name) || name.startsWith("GATSBY_")
}

/** The definitions of each DefinePlugin in `plugins`, kept as above and sorted by name. */
export function steadyDefinitions(plugins: unknown[]): void {
  for (const plugin of plugins) {
    if (plugin?.constructor?.name !== "DefinePlugin") continue
    const define = plugin as { definitions: Record<string, unknown> }
    define.definitions = Object.fromEntries(
      Object.entries(define.definitions)
        .filter(([key]) => keepsDefinition(key))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    )
  }
}

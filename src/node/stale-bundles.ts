/**
 * A build that keeps Gatsby's cache keeps public/ too, and webpack writes a bundle whose
 * content changed under a new name beside the old one. Code changes aside, data can change
 * a bundle: the app's lists each page under a path another page catches (the Spanish 404
 * page's /es/*), so a page given Spanish, or taken out of it, renames it. `StaleBundlesRemoved`
 * removes, once the browser bundles are written, each script and style sheet in public/
 * named as webpack names its files that this build did not write, so a cached build leaves
 * the files a clean one does.
 */
import fs from "fs"
import path from "path"

/** A file name as webpack writes the browser bundles here: `[contenthash:16].js`, `app-[contenthash].js`, … */
const BUNDLE_NAME = /^(?:[a-z]+(?:-[a-z]+)*-)?[0-9a-f]{16,}\.(?:js|css)$/

/** The parts of webpack's compiler and compilation this plugin uses. */
type Compilation = { getAssets(): readonly { name: string }[] }
type Compiler = {
  outputPath: string
  hooks: { afterEmit: { tap(name: string, fn: (compilation: Compilation) => void): void } }
}

/** The bundles in `dir` (named as webpack names them) that are not among `written`. */
export function staleBundles(dir: string, written: ReadonlySet<string>): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => BUNDLE_NAME.test(file) && !written.has(file))
    .sort()
}

/** For the browser bundles' compiler (Gatsby's `build-javascript` stage), which writes to public/. */
export class StaleBundlesRemoved {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap("StaleBundlesRemoved", (compilation) => {
      const written = new Set(compilation.getAssets().map((asset) => asset.name))
      for (const file of staleBundles(compiler.outputPath, written)) fs.rmSync(path.join(compiler.outputPath, file))
    })
  }
}

/**
 * Every page's HTML carries its CSS inline, under the CSS file's name (`<style
 * data-href="/name.css">`, how the browser's runtime knows the file is already there).
 * Gatsby renders a page's HTML again only when its data or the server bundle changed, and
 * a change to CSS alone (a colour, a spacing) leaves the server bundle as it was: CSS
 * Modules give it class names, not rules. An incremental build would then keep the old
 * rules inline under the old names, and each visitor's browser, not finding the new file
 * in the page, would add it as the page starts: the old look first, then the whole page
 * styled again (a long task on a phone). `CssNamesInServerHash` makes the names of the
 * browser build's CSS files (named by their content) part of the server bundle's hash,
 * so any change to CSS renders every page again.
 */
import fs from "fs"
import path from "path"

/** Every CSS file name in webpack's stats (`public/webpack.stats.json`), sorted, once each. */
export function cssFileNames(stats: unknown): string[] {
  const names = JSON.stringify(stats).match(/[^"/\\]+\.css(?=")/g) ?? []
  return [...new Set(names)].sort()
}

/** The parts of webpack's compiler and compilation this plugin uses. */
type Hash = { update(data: string): unknown }
type Compilation = {
  hooks: { chunkHash: { tap(name: string, fn: (chunk: { name?: string | null }, hash: Hash) => void): void } }
}
type Compiler = { hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } } }

/**
 * For the server bundle's compiler (Gatsby's `build-html` stage), which runs after the
 * browser bundle has written its stats to `publicDir`. Gatsby compares the hash of the
 * `render-page` chunk between builds; a new one renders every page.
 */
export class CssNamesInServerHash {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap("CssNamesInServerHash", (compilation) => {
      compilation.hooks.chunkHash.tap("CssNamesInServerHash", (chunk, hash) => {
        const file = path.join(this.publicDir, "webpack.stats.json")
        if (chunk.name !== "render-page" || !fs.existsSync(file)) return
        hash.update(cssFileNames(JSON.parse(fs.readFileSync(file, "utf8"))).join("\n"))
      })
    })
  }
}

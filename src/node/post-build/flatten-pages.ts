/**
 * Each page written as `name.html`: on Cloudflare Pages and Netlify, /faq answers 200 from
 * faq.html, where faq/index.html would answer a redirect to /faq/. Gatsby's incremental
 * build expects its own layout, so the next build first puts the pages back.
 */
import fs from "fs"
import path from "path"
import { htmlFiles } from "./pages"

/** Where `flattenPages` lists its moves: Gatsby's cache folder, which is never published. */
export function flattenedManifest(rootDir: string): string {
  return path.join(rootDir, ".cache", "flattened-pages.json")
}

/**
 * Moves every page's dir/index.html to dir.html (the home page and the 404 page stay), so
 * each page's address, without a trailing slash, is a file the hosts serve as it is. The
 * moves are listed in `manifest` so the next build can put the files back where Gatsby
 * left them (`restorePages`).
 */
export function flattenPages(publicDir: string, manifest?: string): void {
  const moved: string[] = []
  for (const file of htmlFiles(publicDir)) {
    const rel = path.relative(publicDir, file).split(path.sep).join("/")
    if (!rel.endsWith("/index.html") || rel === "404/index.html") continue
    const dir = path.dirname(file)
    fs.renameSync(file, `${dir}.html`)
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir)
    moved.push(rel)
  }
  if (manifest) fs.writeFileSync(manifest, JSON.stringify(moved))
}

/** Undoes `flattenPages` before a build, from its manifest (nothing to do without one). */
export function restorePages(publicDir: string, manifest: string): void {
  if (!fs.existsSync(manifest)) return
  for (const rel of JSON.parse(fs.readFileSync(manifest, "utf8")) as string[]) {
    const flat = path.join(publicDir, `${path.dirname(rel)}.html`)
    if (!fs.existsSync(flat)) continue
    fs.mkdirSync(path.join(publicDir, path.dirname(rel)), { recursive: true })
    fs.renameSync(flat, path.join(publicDir, rel))
  }
  fs.rmSync(manifest)
}

/**
 * Each page written as `name.html`: on Cloudflare Pages and Netlify, /faq answers 200 from
 * faq.html, where faq/index.html would answer a redirect to /faq/. Gatsby's incremental
 * build expects its own layout, so the next build first puts the pages back.
 */
import fs from "fs"
import path from "path"
import { htmlFiles } from "./pages"

/** A page's place in public/, with /, e.g. "agent-incentives/hawaii-2016/index.html". */
const relativeOf = (publicDir: string, file: string) => path.relative(publicDir, file).split(path.sep).join("/")

/**
 * Moves every page's dir/index.html to dir.html (the home page and the 404 page stay), so
 * each page's address, without a trailing slash, is a file the hosts serve as it is.
 */
export function flattenPages(publicDir: string): void {
  for (const file of htmlFiles(publicDir)) {
    const rel = relativeOf(publicDir, file)
    if (!rel.endsWith("/index.html") || rel === "404/index.html") continue
    const dir = path.dirname(file)
    fs.renameSync(file, `${dir}.html`)
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir)
  }
}

/**
 * Undoes `flattenPages` before a build: every page Gatsby rendered (its root element,
 * `___gatsby`) that stands as dir.html goes back to dir/index.html, where Gatsby writes it
 * again. The pages are found by what they are, not by a list kept in .cache: Gatsby empties
 * .cache when package.json, gatsby-config or gatsby-node change, and keeps public/, and a
 * stale dir.html beside the new dir/index.html would then reach the page jobs (an origin of
 * an earlier build's environment in every page's policy).
 */
export function restorePages(publicDir: string): void {
  if (!fs.existsSync(publicDir)) return
  for (const file of htmlFiles(publicDir)) {
    const rel = relativeOf(publicDir, file)
    if (rel === "index.html" || rel === "404.html" || rel.endsWith("/index.html")) continue
    if (!fs.readFileSync(file, "utf8").includes('id="___gatsby"')) continue
    const dir = file.slice(0, -".html".length)
    fs.mkdirSync(dir, { recursive: true })
    fs.renameSync(file, path.join(dir, "index.html"))
  }
}

/** The pages of public/, as the post-build jobs find them. */
import fs from "fs"
import path from "path"

/** Folders of public/ that hold Gatsby's own files (and the browser editor's), not pages. */
const NOT_PAGES = new Set(["_gatsby", "page-data", "static", "downloads", "admin"])

/** The pages of public/: every HTML file outside Gatsby's own folders. */
export function htmlFiles(dir: string, top = true): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return top && NOT_PAGES.has(entry.name) ? [] : htmlFiles(full, false)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** Runs a job (or starts an asynchronous one) on one page; its error names the page's file. */
export function onPage<T>(file: string, job: () => T): T {
  const named = (error: unknown) => new Error(`${file}: ${(error as Error).message}`)
  try {
    const result = job()
    if (result instanceof Promise) {
      return result.catch((error) => {
        throw named(error)
      }) as T
    }
    return result
  } catch (error) {
    throw named(error)
  }
}

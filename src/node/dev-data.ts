/**
 * data/ in the development server: read and checked at the start as a build reads it, then
 * again after each save (the editor's, say), so the files no query makes follow the edit as
 * the pages do: the two PDFs and the browser editor's files (its previews fill the facts).
 * Data that fails a check is reported and the last good data kept, as the development
 * server keeps the last good pages.
 */
import type { CheckedData } from "./feature-type"
import { checkData, features } from "./features"
import { adminFiles, writeAdmin } from "./cms/admin"
import { cmsSettings } from "./cms/settings"
import { writePdfs } from "./pdfs"
import { siteCollection } from "./site"

export type DevData = {
  /** The data last read that passed every check. */
  current(): CheckedData
  /** The editor's files as last written, for the server's handler of /admin. */
  adminFiles(): ReturnType<typeof adminFiles>
  /**
   * Says a data file was saved: once the nodes of the save are in (they come one after
   * another), data/ is read again and the PDFs and the editor's files are written anew.
   * Resolves when that is done.
   */
  changed(): Promise<void>
}

/** Writes the editor's files into public/ (the development server serves public/ first) and gives them. */
function writeDevAdmin(publicDir: string, data: CheckedData): ReturnType<typeof adminFiles> {
  const settings = cmsSettings(process.env, { siteUrl: data.read(siteCollection).siteUrl, develop: true })
  const files = adminFiles(features, settings, data)
  writeAdmin(publicDir, files)
  return files
}

/** Starts from `data` (read at the start) and writes the editor's files into `publicDir`. */
export function devData(
  dataDir: string,
  publicDir: string,
  data: CheckedData,
  reportError: (message: string) => void,
): DevData {
  let current = data
  let admin = writeDevAdmin(publicDir, current)
  let rereading: Promise<void> | undefined
  return {
    current: () => current,
    adminFiles: () => admin,
    changed() {
      rereading ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        rereading = undefined
        try {
          const next = checkData(dataDir)
          await writePdfs(next, publicDir)
          admin = writeDevAdmin(publicDir, next)
          current = next
        } catch (error) {
          reportError(`Invalid content in data/: ${(error as Error).message}`)
        }
      })
      return rereading
    },
  }
}

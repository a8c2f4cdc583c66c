/**
 * Every page of the site as the build will make it: the fixed pages of src/lib/routes.ts
 * and one page per record of each GENERATED_ROUTES family, found in data/ the way the
 * area's createPages finds them. The checks of the records themselves stay with their area.
 */
import fs from "fs"
import path from "path"
import { GENERATED_ROUTES, siteRoutes, type SiteRoute } from "../lib/routes"
import { readSite } from "./site"

/** A page of the site; a generated one names the record it is made from. */
export type PageRoute = SiteRoute & {
  /** The data file of a generated page (relative to data/), e.g. trips/hawaii-2016/trip.json. */
  record?: string
}

const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, "utf8"))

/** The pages of GENERATED_ROUTES, one per record under `dataDir`, in the order of their ids. */
export function generatedRoutes(dataDir: string): PageRoute[] {
  const pages: PageRoute[] = []
  for (const family of GENERATED_ROUTES) {
    const dir = path.join(dataDir, family.folder)
    if (!fs.existsSync(dir)) continue
    const records = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith("."))
      .flatMap((entry) => {
        if (family.recordFile) {
          const file = path.join(entry.name, family.recordFile)
          return entry.isDirectory() && fs.existsSync(path.join(dir, file)) ? [{ name: entry.name, file }] : []
        }
        return entry.isFile() && entry.name.endsWith(".json")
          ? [{ name: entry.name.replace(/\.json$/, ""), file: entry.name }]
          : []
      })
    for (const { name, file } of records) {
      const override = family.idField ? readJson(path.join(dir, file))[family.idField] : undefined
      const id = typeof override === "string" && override ? override : name
      const record = path.posix.join(family.folder, file.split(path.sep).join("/"))
      pages.push({
        path: family.path(id),
        listed: family.listed,
        record,
        heading: `${record}#${family.heading}`,
      })
    }
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}

/** Every page the build makes besides the 404 page: the fixed ones first, each address once. */
export function allRoutes(dataDir: string): PageRoute[] {
  const pages: PageRoute[] = siteRoutes(readSite(dataDir))
  for (const page of generatedRoutes(dataDir)) {
    const fixed = pages.find((known) => known.path === page.path)
    if (fixed) Object.assign(fixed, { record: page.record, heading: fixed.heading ?? page.heading })
    else pages.push(page)
  }
  return pages
}

/** The text a route's `heading` (file#dotted.field, relative to `dataDir`) points at; undefined when it points at none. */
export function headingText(dataDir: string, heading: string): string | undefined {
  const [file, field] = heading.split("#")
  const full = path.join(dataDir, file)
  if (!field || !fs.existsSync(full)) return undefined
  const value = field
    .split(".")
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], readJson(full))
  return typeof value === "string" && value ? value : undefined
}

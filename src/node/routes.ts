/**
 * Every page of the site as the build will make it: the fixed pages of src/lib/routes.ts
 * and one page per record of each GENERATED_ROUTES family, found among the data files as
 * read (src/node/features.ts's checkData), as the area's createPages finds them. The checks of the records themselves stay with their area.
 */
import path from "path"
import { GENERATED_ROUTES, siteRoutes, spanishPages, valueAt, type SiteRoute } from "../lib/routes"
import type { DataFile, ReadFiles } from "./feature-type"
import { patternMatches } from "./schema/collection"
import { siteCollection } from "./site"
import { overEnglish } from "./schema/languages"
import type { Language } from "../lib/languages"

/** A page of the site; a generated one names the record it is made from. */
export type PageRoute = SiteRoute & {
  /** The data file of a generated page (relative to data/), e.g. trips/hawaii-2016/trip.json. */
  record?: string
}

/** The pages of GENERATED_ROUTES, one per record among the data files, in the order of their addresses. */
export function generatedRoutes(files: readonly Pick<DataFile, "file" | "data">[]): PageRoute[] {
  const pages: PageRoute[] = []
  for (const family of GENERATED_ROUTES) {
    // data/trips/{name}/trip.json, or data/stories/{name}.json.
    const pattern = family.recordFile ? `${family.folder}/*/${family.recordFile}` : `${family.folder}/*.json`
    for (const { file, data } of files) {
      if (!patternMatches(pattern, file)) continue
      const name = family.recordFile ? file.split("/").at(-2)! : path.posix.basename(file, ".json")
      const override = family.idField ? (data as Record<string, unknown>)[family.idField] : undefined
      const id = typeof override === "string" && override ? override : name
      pages.push({ path: family.path(id), listed: family.listed, record: file, heading: `${file}#${family.heading}` })
    }
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}

/** Every page the build makes besides the 404 page: the fixed ones first, each address once. */
export function allRoutes({ files, read }: Pick<ReadFiles, "files" | "read">): PageRoute[] {
  const pages: PageRoute[] = siteRoutes(read(siteCollection), spanishPages(files, read(siteCollection)))
  for (const page of generatedRoutes(files)) {
    const fixed = pages.find((known) => known.path === page.path)
    if (fixed) Object.assign(fixed, { record: page.record, heading: fixed.heading ?? page.heading })
    else pages.push(page)
  }
  return pages
}

/**
 * The node that lists the pages built in Spanish (`paths`, their English addresses), made
 * by gatsby-node's sourceNodes from spanishPages: the pages' creation, the frame's links and
 * the sitemap read it, so a page that data gives Spanish, or takes it from, changes them in
 * a cached build too.
 */
export const SPANISH_PAGES_NODE = { id: "spanish-pages", type: "SpanishPages" } as const

/** The pages built in Spanish too, as SPANISH_PAGES_NODE holds them (for the hooks that create pages). */
export function spanishPagesOfNode(getNode: (id: string) => unknown): string[] {
  return (getNode(SPANISH_PAGES_NODE.id) as { paths?: string[] } | undefined)?.paths ?? []
}

/**
 * The text a route's `heading` (file#dotted.field, the file relative to data/) points at,
 * in the page's `language` (a text not written in Spanish reads in English); undefined
 * when it points at none.
 */
export function headingText(
  files: readonly Pick<DataFile, "file" | "data" | "spanish">[],
  heading: string,
  language: Language = "en",
): string | undefined {
  const [file, field] = heading.split("#")
  const record = files.find((f) => f.file === file)
  if (!field || !record) return undefined
  const text = language === "es" ? overEnglish(record.data, record.spanish) : record.data
  const value = valueAt(text, field)
  return typeof value === "string" && value ? value : undefined
}

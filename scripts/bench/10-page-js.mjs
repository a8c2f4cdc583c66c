/**
 * JavaScript each key page loads before interaction (gzip), against its budget: the home
 * page, the first page most visitors see, within 80 KB; every other page within 90 KB.
 */
import fs from "node:fs"
import path from "node:path"
import { pageJsRow } from "./lib.mjs"

const HOME_KB = 80
const OTHER_KB = 90

/** Every page of the build: the routes in public/page-data (Gatsby's own pages left out). */
function routes(publicDir) {
  const dir = path.join(publicDir, "page-data")
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith("page-data.json"))
    .map((f) => path.dirname(f).split(path.sep).join("/"))
    .filter((r) => !r.startsWith("dev-404-page") && r !== "404.html")
    .map((r) => (r === "index" ? "/" : `/${r}`))
    .sort()
}

export async function run(ctx) {
  const rows = routes(ctx.publicDir).map((route) => pageJsRow(ctx.publicDir, route, route === "/" ? HOME_KB : OTHER_KB))
  const over = rows.filter((r) => !r.met)
  const largest = rows.reduce((a, b) => (b.value > a.value ? b : a))
  // One line per page would drown the table: the home page, the largest and any over budget.
  return [rows.find((r) => r.metric.startsWith("/ ")), largest, ...over].filter(
    (r, i, all) => r && all.indexOf(r) === i,
  )
}

/** JavaScript each key page ships before interaction (gzip), against its target. */
import { pageJsRow } from "./lib.mjs"

/** Route → target in KB gzip. Issues set these; add a page when it lands. */
export const PAGE_JS_TARGETS = {
  "/": 90,
}

export async function run(ctx) {
  return Object.entries(PAGE_JS_TARGETS).map(([route, target]) => pageJsRow(ctx.publicDir, route, target))
}

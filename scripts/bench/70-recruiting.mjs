/** JavaScript shipped by the recruiting area's interactive pages (gzip), against the target. */
import { pageJsRow } from "./lib.mjs"

/** Route → target in KB gzip (issue 6: 110 KB each). */
export const RECRUITING_PAGE_JS_TARGETS = {
  "/fl-tx-agents": 110,
  "/wheel-spin": 110,
  "/ziprecruiter-apply": 110,
}

export async function run(ctx) {
  return Object.entries(RECRUITING_PAGE_JS_TARGETS).map(([route, target]) => pageJsRow(ctx.publicDir, route, target))
}

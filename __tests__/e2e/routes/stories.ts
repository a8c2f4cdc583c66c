import type { RouteCheck } from "./types"

/** Routes of this area, checked by routes.e2e.ts (status, one h1, title, axe, console). */
export const STORIES_ROUTES: RouteCheck[] = []

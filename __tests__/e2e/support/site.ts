/**
 * Where the end-to-end suite's site lives. The suite builds a copy of the project (never
 * the working folder, whose public/ and .cache stay the developer's own) and serves the
 * output of that clean build from a folder of its own, so that build-live.e2e.ts can go on
 * building the copy with Gatsby's cache while the other files read what the clean build
 * wrote. The copy stays at one path, since Gatsby's cache is keyed by absolute paths.
 */
import path from "path"

export const ROOT = path.resolve(__dirname, "../../..")
const E2E = path.join(ROOT, ".e2e")
/** The copy of the project that the suite builds (build.ts), and build-live.e2e.ts builds again. */
export const E2E_SITE = path.join(E2E, "site")
/** The clean build's public/, as the suite serves and reads it. */
export const E2E_PUBLIC = path.join(E2E, "public")
/** The data the clean build read (the sample's), for build-live.e2e.ts to put back. */
export const E2E_DATA = path.join(E2E, "data")
/** The query types the clean build generated, for query-types.e2e.ts to compare with the committed ones. */
export const E2E_TYPES = path.join(E2E, "gatsby-types.d.ts")

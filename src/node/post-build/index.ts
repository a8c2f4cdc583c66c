/**
 * What the build does to public/ once Gatsby has written it (gatsby-node.ts's onPostBuild),
 * and undoes before the next build (onPreBootstrap). The order matters for the pages:
 * deferring the bundles adds an inline script, whose hash the page's policy must list, so
 * the policies come after it; and the policies find each page's data from Gatsby's own
 * layout (dir/index.html), so the pages are flattened to name.html last. The other files
 * depend on no page.
 */
import path from "path"
import { readSite } from "../site"
import { deferPageBundles } from "./defer-bundles"
import { flattenedManifest, flattenPages, restorePages } from "./flatten-pages"
import { renderOgImage } from "./og-image"
import { readSiteFacts } from "../site-facts"
import { writePagePolicies } from "./page-policy"
import { writeRobotsTxt } from "./robots-txt"
import { removeSourceMaps } from "./source-maps"

/** Puts back the pages the last build flattened, where Gatsby's incremental build looks for them. */
export function beforeBuild(rootDir: string): void {
  restorePages(path.join(rootDir, "public"), flattenedManifest(rootDir))
}

export async function afterBuild(rootDir: string): Promise<void> {
  const publicDir = path.join(rootDir, "public")
  const site = readSite(path.join(rootDir, "data"))
  const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")

  deferPageBundles(publicDir)
  writePagePolicies(publicDir)
  flattenPages(publicDir, flattenedManifest(rootDir))
  removeSourceMaps(publicDir)
  writeRobotsTxt(publicDir, siteUrl)
  await renderOgImage(
    site,
    readSiteFacts(path.join(rootDir, "data"), new Date().getFullYear()),
    path.join(publicDir, "og-image.png"),
  )
}

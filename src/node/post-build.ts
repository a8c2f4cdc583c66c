/**
 * Files that depend on the finished build: public/_headers (CSP with the hashes of the
 * inline scripts Gatsby wrote and the configured origins), robots.txt pointing at the
 * sitemap, and the link-preview picture carrying the agency's name.
 */
import fs from "fs"
import path from "path"
import { renderOgImage } from "./brand-images"
import { buildHeadersFile, inlineScriptHashes } from "./security-headers"
import { readSite } from "./site"

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
}

export async function writeBuildExtras(rootDir: string): Promise<void> {
  const publicDir = path.join(rootDir, "public")
  const site = readSite(path.join(rootDir, "data"))
  const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")

  const hashes = htmlFiles(publicDir).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8")))
  const template = fs.readFileSync(path.join(rootDir, "static/_headers"), "utf8")
  fs.writeFileSync(path.join(publicDir, "_headers"), buildHeadersFile({ template, site, env: process.env, hashes }))
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  await renderOgImage(site, path.join(publicDir, "og-image.png"))
}

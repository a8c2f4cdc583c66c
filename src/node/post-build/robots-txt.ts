/** public/robots.txt: every page may be crawled, and the sitemap is at the site's own address. */
import fs from "fs"
import path from "path"

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
}

export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
}

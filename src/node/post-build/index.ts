/**
 * What the build does to public/ once Gatsby has written it (gatsby-node.ts's onPostBuild).
 * Gatsby writes each page as name.html (patches/gatsby-core-utils+4.16.0.patch), where the
 * hosts serve it, so nothing here is undone before the next build: each rewrite leaves a
 * page an earlier build rewrote as it is. The order matters for the pages: each page's head
 * keeps only the rules it uses (the whole stylesheet linked after its body); deferring the
 * bundles adds an inline script, whose hash the page's policy must list, so the policies
 * come after it. The copy rules then read the finished pages: a page that breaks one fails
 * the build, naming the page and the rule, before it is published. The other files depend
 * on no page.
 */
import fs from "fs"
import path from "path"
import { adminFiles, adminHeaderRules, writeAdmin } from "../cms/admin"
import { cmsSettings, UNSET_REPO } from "../cms/settings"
import { htmlParser } from "../copy-rules/built-page"
import { copyRulesReport } from "../copy-rules/report"
import { builtPageRules } from "../copy-rules/run"
import { features } from "../features"
import { siteCollection } from "../site"
import type { CheckedData } from "../feature-type"
import { siteRoutes } from "../../lib/routes"
import { spanishPages } from "../../lib/routes"
import { deferPageBundles } from "./defer-bundles"
import { splitPageStyles } from "./page-styles"
import { renderOgImage } from "./og-image"
import { writePagePolicies } from "./page-policy"
import { policyOrigins } from "./policy-origins"
import { ENV } from "../../lib/env"
import { writeRobotsTxt } from "./robots-txt"
import { removeSourceMaps } from "./source-maps"
import { removeUnusedImages } from "./unused-images"

/** Finishes public/ from the data the build read; returns what the person building should know (a setting left unset). */
export async function afterBuild(rootDir: string, data: CheckedData): Promise<string[]> {
  const publicDir = path.join(rootDir, "public")
  const site = data.read(siteCollection)
  const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")

  await splitPageStyles(publicDir)
  deferPageBundles(publicDir)
  writePagePolicies(publicDir, policyOrigins(site.embeds, ENV))
  removeSourceMaps(publicDir)
  removeUnusedImages(publicDir)
  const broken = builtPageRules(publicDir, data, {
    parse: htmlParser(),
    routes: siteRoutes(site, spanishPages(data.files, site)),
  }).filter((result) => result.problems.length)
  if (broken.length) {
    throw new Error(copyRulesReport(broken, data.files))
  }
  writeRobotsTxt(publicDir, siteUrl)
  await renderOgImage(site, data.facts, path.join(publicDir, "og-image.png"))

  // The browser editor, after the pages' jobs: it is no page and keeps a policy of its own.
  const settings = cmsSettings(process.env, { siteUrl, rootDir })
  writeAdmin(publicDir, adminFiles(features, settings, data))
  const headersFile = path.join(publicDir, "_headers")
  const rules = adminHeaderRules(process.env.NETLIFY === "true" ? "netlify" : "cloudflare")
  // Once, even when an incremental build kept the last build's file.
  const headers = fs.readFileSync(headersFile, "utf8").split(rules.trimEnd())[0].trimEnd()
  fs.writeFileSync(headersFile, `${headers}\n${rules}`)
  return settings.repo === UNSET_REPO
    ? ["CMS_GITHUB_REPO is not set: the editor at /admin/ cannot sign in to GitHub (see docs/deploying.md)"]
    : []
}

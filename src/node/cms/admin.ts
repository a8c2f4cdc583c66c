/**
 * The browser editor at /admin/: Decap CMS's pre-built bundle, copied from node_modules
 * (never committed, never from a CDN), a page that loads it under a policy of its own,
 * the configuration generated from the collections, and the previews' script with the
 * site's facts (src/node/cms/previews.ts). The build writes it into
 * public/admin/ (src/node/post-build); `gatsby develop` serves the same files
 * (`adminDevHandler`). No page of the site links to it or loads any of it.
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { IncomingMessage, ServerResponse } from "http"
import { originOf } from "../../lib/csp"
import { escapeMarkup } from "../../lib/text"
import type { CheckedData, Feature } from "../feature-type"
import { siteCollection } from "../site"
import { decapConfig, type CmsSettings } from "./decap-config"
import { factsElement, previewScript } from "./previews"

/** The editor's folder in public/ and its address. */
export const ADMIN_DIR = "admin"

/** The bundle in node_modules: its version names the folder it is served from, so a new version is a new address. */
export function decapBundle(): { version: string; dir: string; files: string[] } {
  // Resolved from the project (gatsby-node runs compiled from .cache, where `require` is not Node's).
  const pkg = createRequire(path.join(process.cwd(), "package.json")).resolve("decap-cms/package.json")
  const { version } = JSON.parse(fs.readFileSync(pkg, "utf8")) as { version: string }
  const dir = path.join(path.dirname(pkg), "dist")
  // The main bundle, the chunks it loads on demand (same folder) and their WebAssembly;
  // not the source maps (public/ publishes none) nor the copy named cms.js.
  const files = fs
    .readdirSync(dir)
    .filter((f) => f === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(f) || f.endsWith(".wasm"))
    .concat("decap-cms.js.LICENSE.txt")
    .sort()
  return { version, dir, files }
}

const bundleFolder = (version: string) => `decap-cms-${version}`

/**
 * The editor's own Content-Security-Policy: what Decap needs and nothing more. It applies
 * to /admin/ only (a <meta> in its page, like every page's own policy); the site-wide
 * header of _headers applies too.
 */
export function adminPolicy(settings: CmsSettings): string {
  const local = settings.localBackend ? originOf(settings.localBackend) : null
  const list = (...items: (string | null)[]) => items.filter(Boolean).join(" ")
  return [
    "default-src 'self'",
    // Decap compiles code at run time (its configuration check, its templates).
    "script-src 'self' 'unsafe-eval'",
    // Its components inject their styles.
    "style-src 'self' 'unsafe-inline'",
    // Previews of photos not yet saved are blob: URLs; the signed-in editor's avatar comes from GitHub.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    // Its own blob: copies of photos not yet saved, GitHub's API (entries, media, pull requests), GitHub's
    // status page, and decap-server on this machine.
    `connect-src ${list("'self'", "blob:", "https://api.github.com", "https://www.githubstatus.com", local)}`,
    "frame-src 'self' blob:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ")
}

/** The script that fills the facts in the previews, beside the page. */
export const PREVIEWS_SCRIPT = "previews.js"

/**
 * The editor's page: its policy first, kept out of search engines, the configuration's
 * address, the facts for the previews, the bundle, then the previews' script (it
 * registers with the bundle's CMS before the editor first renders).
 */
export function adminHtml(
  settings: CmsSettings,
  version: string,
  siteName: string,
  facts: Record<string, string>,
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${escapeMarkup(adminPolicy(settings))}"/>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex, nofollow"/>
<title>Content editor · ${escapeMarkup(siteName)}</title>
<link rel="icon" href="/favicon-32x32.png" type="image/png"/>
<link href="/${ADMIN_DIR}/config.yml" type="text/yaml" rel="cms-config-url"/>
</head>
<body>
${factsElement(facts)}
<script src="/${ADMIN_DIR}/${bundleFolder(version)}/decap-cms.js"></script>
<script src="/${ADMIN_DIR}/${PREVIEWS_SCRIPT}"></script>
</body>
</html>
`
}

/** config.yml: JSON is YAML, so the generated object is written as it is, with a note above it. */
export function configYaml(features: readonly Feature[], settings: CmsSettings): string {
  return `# Generated from the zod schemas of src/node/*.ts by src/node/cms/decap-config.ts at build time; do not edit.\n${JSON.stringify(decapConfig(features, settings), null, 2)}\n`
}

/**
 * The editor's files, by path under public/admin/: text, or the file in node_modules to
 * copy. Its page is titled with the agency's name, and its previews fill in the facts'
 * tokens as the build fills the pages.
 */
export function adminFiles(
  features: readonly Feature[],
  settings: CmsSettings,
  data: Pick<CheckedData, "read" | "facts">,
): Map<string, { text: string } | { from: string }> {
  const bundle = decapBundle()
  const siteName = data.read(siteCollection).companyName
  const files = new Map<string, { text: string } | { from: string }>([
    ["index.html", { text: adminHtml(settings, bundle.version, siteName, data.facts) }],
    ["config.yml", { text: configYaml(features, settings) }],
    [PREVIEWS_SCRIPT, { text: previewScript() }],
  ])
  for (const file of bundle.files)
    files.set(`${bundleFolder(bundle.version)}/${file}`, { from: path.join(bundle.dir, file) })
  return files
}

/** A script without its source-map comment (the maps are not published). */
const withoutSourceMap = (text: string) => text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n")

/** Writes public/admin/ anew. */
export function writeAdmin(publicDir: string, files: ReturnType<typeof adminFiles>): void {
  const dir = path.join(publicDir, ADMIN_DIR)
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [name, file] of files) {
    const target = path.join(dir, name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    if ("text" in file) fs.writeFileSync(target, file.text)
    else if (name.endsWith(".js")) fs.writeFileSync(target, withoutSourceMap(fs.readFileSync(file.from, "utf8")))
    else fs.copyFileSync(file.from, target)
  }
}

/**
 * The editor's rules for _headers, added to the site-wide file by the build. The editor
 * signs in to GitHub in a window it opens, which the site-wide Cross-Origin-Opener-Policy
 * (same-origin) would cut off from it: here it is same-origin-allow-popups. Cloudflare
 * Pages joins two values of one header with a comma, so its rules first detach the
 * site-wide one (`! Name`); Netlify takes the later rule's value and knows no detach.
 */
export function adminHeaderRules(host: "netlify" | "cloudflare"): string {
  const detach = host === "cloudflare" ? "  ! Cross-Origin-Opener-Policy\n" : ""
  const rule = (pattern: string) =>
    `${pattern}\n${detach}  Cross-Origin-Opener-Policy: same-origin-allow-popups\n  X-Robots-Tag: noindex\n`
  return `\n# The browser editor (src/node/cms/admin.ts): out of search engines, and free to keep\n# its GitHub sign-in window.\n${rule(`/${ADMIN_DIR}`)}${rule(`/${ADMIN_DIR}/*`)}`
}

/** Content types of the editor's files, for the development server. */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
}

/** Serves the editor's files at /admin/ from `gatsby develop`'s server (mounted at /admin). */
export function adminDevHandler(files: () => ReturnType<typeof adminFiles>) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? "/", "http://localhost").pathname
    if (url === "/" && !(req.originalUrl ?? "").split("?")[0].endsWith("/")) {
      res.writeHead(301, { Location: `/${ADMIN_DIR}/` }).end()
      return
    }
    const name = url === "/" ? "index.html" : decodeURIComponent(url.slice(1))
    const file = files().get(name)
    if (!file) return next()
    res.setHeader("Content-Type", TYPES[path.extname(name)] ?? "application/octet-stream")
    res.setHeader("X-Robots-Tag", "noindex")
    res.end("text" in file ? file.text : fs.readFileSync(file.from))
  }
}

/**
 * Builds the production site once for the whole suite (support/build.ts; skip with
 * E2E_SKIP_BUILD=1 when an earlier run's build is there) and starts the static-host server
 * over its output, which also serves axe-core's script at AXE_SCRIPT_PATH. Checks data/ once
 * for the files that read it (__tests__/fixtures/shipped-data.ts), as the unit run does.
 */
import fs from "fs"
import http from "http"
import path from "path"
import checkShippedDataOnce from "../../setup/shipped-data"
import { buildForE2e } from "./build"
import { AXE_SCRIPT_PATH, SITE_PORT } from "./env"
import { E2E_PUBLIC, ROOT } from "./site"

export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(E2E_PUBLIC, "index.html"))) {
    console.log("\n[e2e] building the production site…")
    buildForE2e()
  }
  checkShippedDataOnce()
  const { staticSite } = await import(path.join(ROOT, "scripts/static-server.mjs"))
  const site = staticSite({ root: E2E_PUBLIC })
  const axeScript = fs.readFileSync(require.resolve("axe-core/axe.min.js"))
  const server = http.createServer((req, res) => {
    if (req.url !== AXE_SCRIPT_PATH) return site(req, res)
    res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "public, max-age=31536000, immutable" })
    res.end(axeScript)
  })
  // Idle connections last one second. Node's fetch in the test workers reads the server's
  // Keep-Alive hint less a second of margin, so it closes each connection after its
  // response: none is left open to keep a worker running when the suite ends.
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(SITE_PORT, "127.0.0.1", resolve))
  ;(globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server
}

/**
 * @jest-environment node
 *
 * patches/gatsby+5.16.1.patch: after running a build's queries, Gatsby restarts its worker
 * pool before rendering HTML, and a fresh worker takes longer to start than a small
 * rebuild's few pages take to render. The patch keeps the workers when they ran 10
 * queries or fewer (one photo added: its gallery and the trip list). This test fails when
 * the installed Gatsby is not the patched one (an upgrade, or an install without
 * patch-package's postinstall step).
 *
 * Upstream proposal: make the restart conditional on the number of queries run (or on
 * the workers' memory), in packages/gatsby/src/commands/build.ts.
 */
import fs from "fs"
import path from "path"

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))

describe("Gatsby's build command (patched)", () => {
  const source = fs.readFileSync(path.join(gatsbyDir, "dist/commands/build.js"), "utf8")

  it("is the version the patch was made for", () => {
    expect(JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")).version).toBe("5.16.1")
  })

  it("restarts the worker pool after the queries only when more than 10 ran", () => {
    expect(source).toMatch(
      /if \(queryIds\.pageQueryIds\.length \+ queryIds\.staticQueryIds\.length > 10\) \{\s*waitForWorkerPoolRestart = workerPool\.restart\(\);\s*\}/,
    )
    // The unconditional restart of stock Gatsby is gone.
    expect(source).not.toMatch(/merging state\n\s*waitForWorkerPoolRestart = workerPool\.restart\(\);/)
  })
})

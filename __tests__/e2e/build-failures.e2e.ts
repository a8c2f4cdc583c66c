/**
 * Bad content never reaches production. Each kind of data error is checked against the
 * collection reader in the unit tests (__tests__/data, __tests__/node); this one real
 * `gatsby build`, over a copy of the project with a required field removed, proves that
 * the build itself stops with the message naming the file and the field.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { copyProject } from "../../scripts/copy-project.cjs"

/** Terminal colour codes in the build output. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g")

const ROOT = path.resolve(__dirname, "../..")

it("stops at a required field missing from data/site.json, naming the file and the field", () => {
  const dir = copyProject(ROOT, "site-build-")
  try {
    const siteFile = path.join(dir, "data/site.json")
    const site = JSON.parse(fs.readFileSync(siteFile, "utf8"))
    delete site.phone
    fs.writeFileSync(siteFile, JSON.stringify(site, null, 2))
    const res = spawnSync("npx", ["gatsby", "build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      timeout: 5 * 60 * 1000,
    })
    const output = `${res.stdout}\n${res.stderr}`.replace(ANSI_COLOURS, "")
    expect(res.status).not.toBe(0)
    expect(output).toMatch(/Invalid content in data\/: data\/site\.json: missing required field "phone"/)
    // Nothing was built.
    expect(fs.existsSync(path.join(dir, "public/index.html"))).toBe(false)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

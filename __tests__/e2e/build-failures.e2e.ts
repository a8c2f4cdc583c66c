/**
 * Bad content never reaches production. Each kind of data error is checked against the
 * collection reader in the unit tests (__tests__/data, __tests__/node); this one real
 * `gatsby build`, over a copy of the project with a required field removed, proves that
 * the build itself stops with the message naming the file and the field.
 */
import fs from "fs"
import path from "path"
import { copyProject } from "../../scripts/copy-project.cjs"
import { buildCopy, COPY_BUILD_TIMEOUT } from "./support/copy-build"

const ROOT = path.resolve(__dirname, "../..")

it(
  "stops at a required field missing from data/site.json, naming the file and the field",
  () => {
    const dir = copyProject(ROOT, "site-build-")
    try {
      const siteFile = path.join(dir, "data/site.json")
      const site = JSON.parse(fs.readFileSync(siteFile, "utf8"))
      delete site.phone
      fs.writeFileSync(siteFile, JSON.stringify(site, null, 2))
      const { status, output } = buildCopy(dir)
      expect(status).not.toBe(0)
      expect(output).toMatch(/Invalid content in data\/: data\/site\.json: missing required field "phone"/)
      // Nothing was built.
      expect(fs.existsSync(path.join(dir, "public/index.html"))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
  COPY_BUILD_TIMEOUT,
)

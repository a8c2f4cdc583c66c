/**
 * Bad content never reaches production: a real `gatsby build` over a copy of the project
 * with one broken file must stop with a message naming the file and the field.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { copyProject } from "../../scripts/copy-project.cjs"

/** Terminal colour codes in the build output. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g")

const ROOT = path.resolve(__dirname, "../..")

function build(dir: string): { code: number | null; output: string } {
  const res = spawnSync("npx", ["gatsby", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: 5 * 60 * 1000,
  })
  return { code: res.status, output: `${res.stdout}\n${res.stderr}`.replace(ANSI_COLOURS, "") }
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void) {
  const value = JSON.parse(fs.readFileSync(file, "utf8"))
  edit(value)
  fs.writeFileSync(file, JSON.stringify(value, null, 2))
}

describe("the build refuses bad content", () => {
  let dir: string
  beforeEach(() => {
    dir = copyProject(ROOT, "site-build-")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("a malformed data/site.json", () => {
    fs.writeFileSync(path.join(dir, "data/site.json"), '{ "companyName": "Golden Oak", ')
    const { code, output } = build(dir)
    expect(code).not.toBe(0)
    expect(output).toMatch(/data\/site\.json: is not valid JSON/)
  })

  it("a required field missing from data/site.json", () => {
    editJson(path.join(dir, "data/site.json"), (site) => {
      delete site.phone
    })
    const { code, output } = build(dir)
    expect(code).not.toBe(0)
    expect(output).toMatch(/data\/site\.json: missing required field "phone"/)
  })

  it("a trip photo that cannot be read", () => {
    fs.writeFileSync(path.join(dir, "data/trips/bahamas-2012/2.jpg"), "this is not a JPEG")
    const { code, output } = build(dir)
    expect(code).not.toBe(0)
    expect(output).toMatch(/data\/trips\/bahamas-2012\/2\.jpg: cannot be read as an image/)
  })

  it("two trips with one id", () => {
    const copy = path.join(dir, "data/trips/bahamas-again")
    fs.mkdirSync(copy)
    const trip = JSON.parse(fs.readFileSync(path.join(dir, "data/trips/bahamas-2012/trip.json"), "utf8"))
    fs.writeFileSync(path.join(copy, "trip.json"), JSON.stringify({ ...trip, slug: "bahamas-2012" }))
    const { code, output } = build(dir)
    expect(code).not.toBe(0)
    expect(output).toMatch(/trip id "bahamas-2012" is already used/)
    expect(output).toMatch(/data\/trips\/bahamas-again\/trip\.json/)
  })
})

/**
 * @jest-environment node
 *
 * Gatsby checks every image job it remembers at the start of a build by hashing the job's
 * input file, and a photo has four jobs (two sizes, two formats). patches/gatsby+*.patch
 * makes it read each unchanged file once; these tests fail if the patch is not applied
 * (after a Gatsby upgrade, say) or stops seeing a replaced photo.
 */
import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))
// The very hashing module Gatsby's job manager loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const hasha = require(require.resolve("hasha", { paths: [gatsbyDir] })) as { fromFileSync: () => string }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isJobStale } = require(path.join(gatsbyDir, "dist/utils/jobs/manager")) as {
  isJobStale: (job: { inputPaths: { path: string; contentDigest: string }[] }) => boolean
}

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex")

describe("Gatsby's stale-job check (patched)", () => {
  let dir: string
  let photo: string

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "job-hashes-"))
    photo = path.join(dir, "photo.jpg")
    fs.writeFileSync(photo, "the original photo")
  })

  afterEach(() => {
    jest.restoreAllMocks()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("reads an unchanged photo once however many jobs name it", () => {
    const reads = jest.spyOn(hasha, "fromFileSync")
    const job = { inputPaths: [{ path: photo, contentDigest: sha1("the original photo") }] }
    for (let i = 0; i < 4; i++) expect(isJobStale(job)).toBe(false)
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it("reads a photo again once it has been replaced, and finds its jobs stale", () => {
    const job = { inputPaths: [{ path: photo, contentDigest: sha1("the original photo") }] }
    expect(isJobStale(job)).toBe(false)
    const reads = jest.spyOn(hasha, "fromFileSync")
    fs.writeFileSync(photo, "a replaced photo, longer")
    expect(isJobStale(job)).toBe(true)
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it("finds the jobs of a removed photo stale", () => {
    const job = { inputPaths: [{ path: photo, contentDigest: sha1("the original photo") }] }
    fs.rmSync(photo)
    expect(isJobStale(job)).toBe(true)
  })
})

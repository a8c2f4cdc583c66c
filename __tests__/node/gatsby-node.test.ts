/**
 * Bad content never reaches production: the build's first step (gatsby-node.ts
 * onPreBootstrap) reads data/ and, when a file breaks its schema, stops the build through
 * Gatsby's reporter.panic, with the message naming the file and the field, before the PDFs
 * or any page are written. (Each kind of data error is checked against its reader in
 * __tests__/data.)
 */
import { dataCopy } from "../fixtures/temp-dir"
import { editData } from "../fixtures/data-files"

let dataDir: string
beforeEach(() => {
  dataDir = dataCopy("gatsby-node-")
})

/** gatsby-node.ts reading the copy in `dataDir` as data/, with the PDF writer watched. */
function loadHooks() {
  const writePdfs = jest.fn(async () => {})
  let hooks: typeof import("../../gatsby-node") | undefined
  jest.isolateModules(() => {
    jest.doMock("../../src/node/features", () => {
      const features = jest.requireActual("../../src/node/features")
      return { ...features, checkData: () => features.checkData(dataDir) }
    })
    jest.doMock("../../src/node/pdfs", () => ({ writePdfs }))
    hooks = jest.requireActual<typeof import("../../gatsby-node")>("../../gatsby-node")
  })
  return { hooks: hooks!, writePdfs }
}

/** The reporter Gatsby hands the hook; its panic ends the build, here by throwing. */
const reporter = () => ({
  panic: jest.fn((message: string) => {
    throw new Error(`panic: ${message}`)
  }),
})
const preBootstrap = (hooks: ReturnType<typeof loadHooks>["hooks"], report: ReturnType<typeof reporter>) =>
  Promise.resolve(hooks.onPreBootstrap!({ reporter: report } as never, {} as never, () => {}))

it("reads the shipped data/ and goes on to draw the PDFs", async () => {
  const { hooks, writePdfs } = loadHooks()
  const report = reporter()
  await preBootstrap(hooks, report)
  expect(report.panic).not.toHaveBeenCalled()
  expect(writePdfs).toHaveBeenCalledTimes(1)
})

it("stops at a required field missing from data/site.json, naming the file and the field, and draws nothing", async () => {
  editData(dataDir, "site.json", (site) => delete site.phone, 2)
  const { hooks, writePdfs } = loadHooks()
  const report = reporter()
  await expect(preBootstrap(hooks, report)).rejects.toThrow(
    /^panic: Invalid content in data\/: data\/site\.json: missing required field "en\.phone"/,
  )
  expect(report.panic).toHaveBeenCalledTimes(1)
  expect(writePdfs).not.toHaveBeenCalled()
})

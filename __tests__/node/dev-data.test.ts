/**
 * The development server's data: a save is read again, and the files no query makes (the
 * PDFs, the editor's previews) follow it; a save that fails a check keeps the last good data.
 */
import fs from "fs"
import path from "path"
import { dataCopy } from "../fixtures/temp-dir"
import { editData } from "../fixtures/data-files"
import { devData } from "../../src/node/dev-data"
import { checkData } from "../../src/node/features"
import { BLUEPRINT_PDF } from "../../src/lib/lead-magnets"
import { pdfText } from "../fixtures/pdf-text"

let dir = ""
beforeAll(() => {
  dir = path.dirname(dataCopy("dev-data-"))
})

const editSite = (edit: (site: Record<string, unknown>) => void) =>
  editData(path.join(dir, "data"), "site.json", edit, 2)

it("draws the PDFs and the editor's previews anew after a save, and keeps the last good data after a bad one", async () => {
  const [dataDir, publicDir] = [path.join(dir, "data"), path.join(dir, "public")]
  const errors: string[] = []
  const dev = devData(dataDir, publicDir, checkData(dataDir), (message) => errors.push(message))
  const preview = () => fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8")
  expect(preview()).not.toContain("555-0166")

  editSite((site) => Object.assign(site, { phone: "(559) 555-0166", tollFreePhone: "(888) 555-0111" }))
  await dev.changed()
  expect(errors).toEqual([])
  expect(pdfText(fs.readFileSync(path.join(publicDir, BLUEPRINT_PDF.path)))).toContain("(888) 555-0111")
  expect(preview()).toContain("555-0166")
  expect(dev.current().facts.phone).toBe("(559) 555-0166")

  editSite((site) => Object.assign(site, { phone: "{phon}" }))
  await dev.changed()
  expect(errors).toEqual([
    expect.stringMatching(/^Invalid content in data\/: data\/site\.json: field "phone": \{phon\}/),
  ])
  expect(dev.current().facts.phone).toBe("(559) 555-0166")
  expect(preview()).toContain("555-0166")
})

import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { PDFDocument } from "pdf-lib"
import { dataCopy } from "../fixtures/temp-dir"
import { editData } from "../fixtures/data-files"
import { BLUEPRINT_PDF, SURVEY_PDF } from "../../src/lib/lead-magnets"
import { checkData } from "../../src/node/features"
import { makePdfs, writePdfs, type PdfFile } from "../../src/node/pdfs"
import { pdfText } from "../fixtures/pdf-text"

const DATA = path.join(__dirname, "../../data")
const YEAR = 2026
/** data/ as the build reads it, in YEAR. */
const SHIPPED = checkData(DATA, YEAR)

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A copy of data/ with data/site.json changed by `change`. */
function dataWithSite(change: (site: Record<string, any>) => void): string {
  const dir = dataCopy("pdfs-")
  editData(dir, "site.json", change)
  return dir
}

/** The drawing operators of a PDF's pages: its content streams, inflated. */
function drawing(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes)
  const raw = buffer.toString("latin1")
  return [...raw.matchAll(/stream\r?\n/g)]
    .map((m) => {
      const start = (m.index ?? 0) + m[0].length
      try {
        return zlib.inflateSync(buffer.subarray(start, raw.indexOf("endstream", start))).toString("latin1")
      } catch {
        return "" // not a compressed stream
      }
    })
    .join("\n")
}

const byPath = (files: PdfFile[], urlPath: string) => {
  const file = files.find((f) => f.path === urlPath)
  if (!file) throw new Error(`no ${urlPath}`)
  return file.bytes
}

describe("the PDFs drawn from data/", () => {
  let shipped: PdfFile[]
  beforeAll(async () => {
    shipped = await makePdfs(SHIPPED)
  })

  it("are the blueprint and the survey, at the addresses the pages link to", () => {
    expect(shipped.map((f) => f.path)).toEqual([BLUEPRINT_PDF.path, SURVEY_PDF.path])
    for (const file of shipped) expect(Buffer.from(file.bytes).subarray(0, 5).toString()).toBe("%PDF-")
  })

  it("carry the agency's name, toll-free number and e-mail of data/site.json, as edited", async () => {
    const dir = dataWithSite((site) => {
      site.companyName = "Redwood Lane Insurance"
      site.tollFreePhone = "(888) 555-0123"
      site.email = "office@redwoodlane.example"
    })
    const files = await makePdfs(checkData(dir, YEAR))
    for (const urlPath of [BLUEPRINT_PDF.path, SURVEY_PDF.path]) {
      const text = pdfText(byPath(files, urlPath))
      expect(text).toContain("Redwood Lane Insurance")
      expect(text).toContain("(888) 555-0123")
      expect(text).toContain("office@redwoodlane.example")
      expect(text).not.toContain("(800) 555-0199")
      expect(text).not.toContain("Golden Oak")
    }
  })

  it("draw in the brand colours of data/site.json, as edited", async () => {
    // pdf-lib sets a fill colour as "red green blue rg", each from 0 to 1.
    const navy = /\b0\.0588\d* 0\.1333\d* 0\.2196\d* rg\b/ // #0f2238, the shipped navy900
    for (const file of shipped) expect(drawing(file.bytes)).toMatch(navy)
    const dir = dataWithSite((site) => {
      // A maroon dark enough for the build's contrast check (#800000 is too light under gold).
      site.brand.navy900 = "#700000"
    })
    const edited = await makePdfs(checkData(dir, YEAR))
    expect(edited).toHaveLength(shipped.length)
    for (const file of edited) {
      expect(drawing(file.bytes)).toMatch(/\b0\.43921\d* 0 0 rg\b/)
      expect(drawing(file.bytes)).not.toMatch(navy)
    }
  })

  it("fill the blueprint's {name} with the author of data/site.json", async () => {
    const before = pdfText(byPath(shipped, BLUEPRINT_PDF.path))
    expect(before).toMatch(/\bDaniel's\b/)
    const dir = dataWithSite((site) => {
      site.blueprintAuthorFirstName = "Marisol"
    })
    const text = pdfText(byPath(await makePdfs(checkData(dir, YEAR)), BLUEPRINT_PDF.path))
    expect(text).toMatch(/\bMarisol's\b/)
  })

  it("are the same bytes from the same data, with a fixed date", async () => {
    const again = await makePdfs(SHIPPED)
    expect(again.map((f) => Buffer.from(f.bytes).equals(Buffer.from(byPath(shipped, f.path))))).toEqual([true, true])
    // Without updateMetadata: false, loading stamps the modification date with now.
    const doc = await PDFDocument.load(byPath(shipped, BLUEPRINT_PDF.path), { updateMetadata: false })
    expect(doc.getCreationDate()?.toISOString()).toBe("2025-01-01T00:00:00.000Z")
    expect(doc.getModificationDate()?.toISOString()).toBe("2025-01-01T00:00:00.000Z")
  })

  it("writes both under public/downloads/", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "pdfs-public-"))
    dirs.push(out)
    await writePdfs(SHIPPED, out)
    expect(fs.readdirSync(path.join(out, "downloads")).sort()).toEqual([
      "7-step-blueprint.pdf",
      "in-home-final-expense-survey.pdf",
    ])
  })

  it("the blueprint is a multi-page PDF with a title", async () => {
    const doc = await PDFDocument.load(byPath(shipped, BLUEPRINT_PDF.path))
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4)
    expect(doc.getTitle()).toMatch(/7-Step Blueprint/)
  })

  it("the blueprint names no agent's income, so it carries no typical-earnings statement, and says agents are paid by commission only", () => {
    const text = pdfText(byPath(shipped, BLUEPRINT_PDF.path))
    expect(text).not.toMatch(/\$\d+(\.\d+)?K|Typical earnings:/)
    expect(text).toMatch(/commission-only contractors with no salary and no guaranteed income/)
  })

  it("the blueprint carries the replacement notice", () => {
    expect(pdfText(byPath(shipped, BLUEPRINT_PDF.path))).toMatch(
      /leave the state's replacement notice form with the client/,
    )
  })

  it("take their headings and labels from their data files, as edited", async () => {
    const shippedBlueprint = pdfText(byPath(shipped, BLUEPRINT_PDF.path))
    for (const words of [
      "How to use this guide",
      "STEP 1 OF 7",
      "STEP 7 OF 7",
      "Goal:",
      "Week 4",
      "Keep going",
      "Page 2",
    ])
      expect(shippedBlueprint).toContain(words)
    expect(pdfText(byPath(shipped, SURVEY_PDF.path))).toContain("Monthly budget:")
    const dir = dataWithSite(() => {})
    const edit = (name: string, change: (pdf: Record<string, any>) => void) =>
      editData(dir, name, (json) => change(json.pdf))
    edit("blueprint.json", (pdf) => {
      pdf.introHeading = "Before you start"
      pdf.stepLabel = "Part {number} / {total}"
      pdf.weekColumn = "Wk {number}"
      pdf.pageLabel = "p. {number}"
    })
    edit("in-home-survey.json", (pdf) => {
      pdf.budgetLabel = "Budget per month:"
    })
    const files = await makePdfs(checkData(dir, YEAR))
    const blueprint = pdfText(byPath(files, BLUEPRINT_PDF.path))
    for (const words of ["Before you start", "PART 3 / 7", "Wk 4", "p. 2"]) expect(blueprint).toContain(words)
    for (const words of ["How to use this guide", "STEP 3 OF 7", "Week 4", "Page 2"])
      expect(blueprint).not.toContain(words)
    const survey = pdfText(byPath(files, SURVEY_PDF.path))
    expect(survey).toContain("Budget per month:")
    expect(survey).not.toContain("Monthly budget:")
  })

  it("the survey is one page with fillable fields", async () => {
    const doc = await PDFDocument.load(byPath(shipped, SURVEY_PDF.path))
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getForm().getFields().length).toBeGreaterThan(20)
  })

  it("a survey too long for one page stops with the file to shorten", async () => {
    const dir = dataWithSite(() => {})
    editData(dir, "in-home-survey.json", (survey) =>
      survey.pdf.clientFields.push(...Array.from({ length: 40 }, (_, i) => `Extra field ${i + 1}`)),
    )
    await expect(makePdfs(checkData(dir, YEAR))).rejects.toThrow(/does not fit on one page.*data\/in-home-survey\.json/)
  })
})

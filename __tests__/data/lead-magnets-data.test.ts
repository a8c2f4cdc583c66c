/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { PDFDocument } from "pdf-lib"
import { leadMagnetsFeature, readBlueprint, readSurvey } from "../../src/node/lead-magnets"
import { BLUEPRINT_PDF, SURVEY_PDF } from "../../src/lib/lead-magnets"

const DATA = path.join(__dirname, "../../data")
const STATIC = path.join(__dirname, "../../static")
const read = (name: string) => JSON.parse(fs.readFileSync(path.join(DATA, name), "utf8"))

describe("lead-magnet content in data/", () => {
  it("the shipped files are valid", () => {
    expect(() => leadMagnetsFeature.validate?.(DATA)).not.toThrow()
  })

  it("lists the seven steps word for word, in order", () => {
    expect(readBlueprint(DATA).steps.map((s) => s.title)).toEqual([
      "Prepare Your Toolkit",
      "Master the Door Approach (Wave Strategy)",
      "Handle Objections with Confidence",
      "Build Trust Using the Survey Method",
      'Turn Hesitation into a Confident "Yes"',
      "Transition Smoothly to the Application",
      "Follow Up & Multiply Referrals",
    ])
  })

  it("lists the four What's Inside items.5", () => {
    const titles = readSurvey(DATA).inside.map((i) => i.title.toLowerCase())
    expect(titles[0]).toMatch(/emotion and urgency/)
    expect(titles[1]).toMatch(/transition from conversation to close/)
    expect(titles[2]).toMatch(/key phrase for credibility/)
    expect(titles[3]).toMatch(/i'll think about it.*let's do it/)
  })

  it("has nine privacy sections (with STOP and no sharing of mobile opt-in data) and ten terms sections (California law)", () => {
    const legal = read("legal.json")
    expect(legal.privacy.sections).toHaveLength(9)
    expect(legal.terms.sections).toHaveLength(10)
    const privacy = JSON.stringify(legal.privacy)
    expect(privacy).toMatch(/reply STOP/)
    expect(privacy).toMatch(/Mobile opt-in data .* never shared/)
    expect(JSON.stringify(legal.terms)).toMatch(/laws of the State of California/)
  })

  it("fails with the file and the field when a step is missing its title", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lm-"))
    try {
      const bad = read("blueprint.json")
      delete bad.steps[2].title
      fs.writeFileSync(path.join(dir, "blueprint.json"), JSON.stringify(bad))
      expect(() => readBlueprint(dir)).toThrow(/blueprint\.json: missing required field "steps\[2\]\.title"/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("fails when the blueprint does not have exactly seven steps", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lm-"))
    try {
      const bad = read("blueprint.json")
      bad.steps.pop()
      fs.writeFileSync(path.join(dir, "blueprint.json"), JSON.stringify(bad))
      expect(() => readBlueprint(dir)).toThrow(/blueprint\.json: field "steps": must list exactly 7 steps/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the shipped PDFs (scripts/make-pdfs.ts)", () => {
  it("the blueprint is a multi-page PDF with a title", async () => {
    const bytes = fs.readFileSync(path.join(STATIC, BLUEPRINT_PDF.path))
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4)
    expect(doc.getTitle()).toMatch(/7-Step Blueprint/)
  })

  it("the survey is one page with fillable fields", async () => {
    const bytes = fs.readFileSync(path.join(STATIC, SURVEY_PDF.path))
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getForm().getFields().length).toBeGreaterThan(20)
  })
})

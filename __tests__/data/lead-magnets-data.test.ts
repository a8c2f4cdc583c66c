import fs from "fs"
import os from "os"
import path from "path"
import {
  leadMagnetsFeature,
  leadMagnetsPreflight,
  legalCollection,
  readBlueprint,
  readSurvey,
} from "../../src/node/lead-magnets"
import { readSingle } from "../../src/node/schema/collection"
import { stringsOf } from "../../src/node/schema/fields"
import { statesIncome } from "../../src/node/copy-rules/income"
import { BLUEPRINT_PDF } from "../../src/lib/lead-magnets"
import { makePdfs } from "../../src/node/pdfs"
import { shippedData } from "../fixtures/shipped-data"
import { pdfText } from "../fixtures/pdf-text"
import { editData, readData } from "../fixtures/data-files"

const DATA = path.join(__dirname, "../../data")
/** The English of a data file (the whole of a file in one language). */
const read = (name: string) => readData(DATA, name)

/** Reads a copy of one data file with one change, from a temporary data folder. */
function readChanged<T>(name: string, change: (data: any) => void, reader: (dir: string) => T): () => T {
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lm-"))
    try {
      fs.copyFileSync(path.join(DATA, name), path.join(dir, name))
      editData(dir, name, change)
      return reader(dir)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** Lines that press an older client: urgency, fear of dying, a decision today, silence as a closing trick. */
const PRESSURE =
  /if something happen\w* (?:tomorrow|this year)|\bdie\w* tomorrow|\b(?:decide|decision|sign|taken care of|protecting your family)\w*(?: \w+)? today|\burgen\w*|before it'?s too late|don'?t wait|waiting is a risk|stay quiet|\bgives? in\b|most families (?:in your situation )?choose|never increase/i

describe("lead-magnet content in data/", () => {
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

  it("keeps pressure off older clients in every step, script and the PDF's text", () => {
    const bp = readBlueprint(DATA)
    const texts = [
      ...bp.steps.flatMap((s) => [s.summary, s.goal, s.script, ...s.points]),
      ...bp.pdf.intro,
      ...bp.pdf.closing,
    ]
    expect(texts.filter((t) => PRESSURE.test(t))).toEqual([])
    const survey = readSurvey(DATA).pdf
    expect([...survey.emotionQuestions, survey.transition, survey.think].filter((t) => PRESSURE.test(t))).toEqual([])
  })

  it("answers \"I already have coverage\" with the replacement notice", () => {
    const step = readBlueprint(DATA).steps.flatMap((s) => s.points).find((p) => p.includes("I already have coverage"))
    expect(step).toMatch(/replac\w+ existing life insurance can cost the client/i)
    expect(step).toMatch(/contestability and suicide periods/)
    expect(step).toMatch(/may cost more/)
    expect(step).toMatch(/compare the two policies honestly/i)
    expect(step).toMatch(/leave the state's replacement notice form/)
  })

  it("says the people quoted are the agency's agents, with the typical result, and names no income elsewhere", () => {
    const bp = read("blueprint.json")
    const survey = read("in-home-survey.json")
    const thankYou = read("thank-you.json")
    for (const note of [bp.testimonials.note, survey.testimonials.note]) {
      expect(note).toMatch(/agents contracted with \{company\}/)
      expect(note).toContain("{typicalEarnings}")
    }
    // A figure there would need the typical result beside it; the pages and the PDF state none.
    const elsewhere = [bp.hero, bp.story, bp.call, bp.footer, bp.pdf, survey.call, survey.footer, thankYou.blueprint]
    expect(stringsOf(elsewhere).filter(({ text }) => statesIncome(text))).toEqual([])
  })

  it("fails with the file and the field when the quotes' note leaves out the agency", () => {
    expect(
      readChanged("blueprint.json", (d) => (d.testimonials.note = d.testimonials.note.replace("{company}", "us")), readBlueprint),
    ).toThrow(/field "testimonials.note": must contain \{company\}, the agency.s name: the people quoted are its agents/)
  })

  it("has nine privacy sections (with STOP and no sharing of consent to texts) and ten terms sections (California law, the text-message terms)", () => {
    const legal = read("legal.json")
    expect(legal.privacy.sections).toHaveLength(9)
    expect(legal.terms.sections).toHaveLength(10)
    const privacy = JSON.stringify(legal.privacy)
    expect(privacy).toMatch(/reply STOP/)
    expect(privacy).toMatch(/consent to text messages stays with \{company\}: it is never sold or shared/)
    expect(JSON.stringify(legal.terms)).toMatch(/laws of the State of California/)
    const texts = JSON.stringify(legal.terms.sections.flatMap((s: { subsections?: unknown[] }) => s.subsections ?? []))
    for (const term of [/frequency varies/, /data rates may apply/, /STOP/, /HELP/, /never a condition/]) {
      expect(texts).toMatch(term)
    }
  })

  it("says in the privacy policy how a request is timed, checked, made for someone, and what of children", () => {
    const rights = JSON.stringify(read("legal.json").privacy.sections[5])
    for (const part of [/within 45 days/, /within 15 business days/, /Checking it is you/, /authorise/, /under 16/]) {
      expect(rights).toMatch(part)
    }
    expect(rights).toMatch(/any other reasonable way/)
  })

  it("says in the privacy policy what each form collects and who receives it", () => {
    const parts = read("legal.json").privacy.sections[1].subsections
    const part = (title: RegExp) => JSON.stringify(parts.find((p: { heading: string }) => title.test(p.heading)))
    expect(part(/Calculator/)).toMatch(/name, phone number and e-mail address, the figures you typed/)
    expect(part(/downloads/)).toMatch(/e-mail address/)
    expect(part(/quote survey/)).toMatch(/contact details.*age or date of birth.*health questions.*goes to the insurance carrier/)
    expect(part(/Booking/)).toMatch(/name, phone number and e-mail address and the time you choose/)
    for (const p of parts) expect(p.paragraphs.join(" ")).toMatch(/receive/)
  })

  it("discloses the sale of leads to agents, the ad pixel and the tracking script, and how to opt out", () => {
    const privacy = read("legal.json").privacy
    const all = JSON.stringify(privacy)
    expect(all).toMatch(/Yes, we pass lead information to agents who pay for it/)
    expect(all).toMatch(/Meta pixel.*reports to Meta the pages you visit and events/)
    expect(all).toMatch(/tracking script/)
    const optOut = privacy.sections
      .flatMap((s: { subsections?: { id?: string }[] }) => s.subsections ?? [])
      .find((s: { id?: string }) => s.id === "do-not-sell")
    expect(optOut.heading).toBe("Do not sell or share my personal information")
    expect(optOut.paragraphs.join(" ")).toMatch(/\{email\}.*\{phone\}.*Global Privacy Control/)
    expect(privacy.doNotSellLabel).toBe("Do not sell or share my personal information")
  })

  it("treats health answers as sensitive: used only to quote and apply, never sold, shared only with the carrier", () => {
    const health = JSON.stringify(read("legal.json").privacy)
    expect(health).toMatch(/sensitive personal information/)
    expect(health).toMatch(/only to prepare your quote and to apply/)
    expect(health).toMatch(/never sell them/)
    expect(health).toMatch(/share them only with the insurance carrier/)
  })

  it("keeps the nine sections, with access, correction, deletion and STOP among the rights", () => {
    const sections = read("legal.json").privacy.sections
    expect(sections.map((s: { heading: string }) => s.heading.replace(/^\d+\. /, ""))).toEqual([
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "How We Share Information",
      "Cookies and Tracking",
      "Your Rights and Choices",
      "How We Protect Your Information",
      "Contact Us",
      "Updates to This Policy",
    ])
    expect(sections[5].bullets.join(" ")).toMatch(/STOP.*Access:.*Correction:.*Deletion:/s)
  })

  it("fails when the privacy policy loses its Do not sell part", () => {
    const read = readChanged(
      "legal.json",
      (d) => d.privacy.sections[3].subsections.forEach((s: { id?: string }) => delete s.id),
      (dir) => readSingle(dir, legalCollection),
    )
    expect(read).toThrow(/legal\.json: field "en\.privacy\.sections": must have a subsection with id "do-not-sell"/)
  })

  it("asks the agency, before going live, for how long it keeps each kind of record, until it says", () => {
    const legal = readSingle(DATA, legalCollection)
    expect(legal.privacy.retention.periods).toEqual([])
    expect(leadMagnetsPreflight(legal)).toEqual([
      expect.objectContaining({ file: "data/legal.json", field: "privacy.retention.periods" }),
    ])
    const filled = {
      ...legal,
      privacy: { ...legal.privacy, retention: { ...legal.privacy.retention, periods: [{ records: "Quotes", kept: "7 years." }] } },
    }
    expect(leadMagnetsPreflight(filled)).toEqual([])
    expect(leadMagnetsFeature.preflight?.((c) => readSingle(DATA, c), new Date())).toHaveLength(1)
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

// The PDFs' drawing, addresses and facts are tested in __tests__/node/pdfs.test.ts.
describe("the PDFs drawn from data/ (src/node/pdfs)", () => {
  it("the blueprint's text has no pressure lines", async () => {
    const blueprint = (await makePdfs(shippedData())).find((f) => f.path === BLUEPRINT_PDF.path)
    expect(blueprint).toBeDefined()
    expect(pdfText(blueprint!.bytes)).not.toMatch(PRESSURE)
  })
})

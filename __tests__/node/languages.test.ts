/**
 * Files that hold their text in English and in Spanish: what the build reads of them, what
 * GraphQL gives in each language, and how the browser editor lays them out side by side.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { z } from "zod"
import { defineCollection, readSingle, readTextFile, translatedFileSchema } from "../../src/node/schema/collection"
import { overEnglish, translatedFields } from "../../src/node/schema/languages"
import { decapConfig } from "../../src/node/cms/decap-config"
import { TWO_LANGUAGE_FILES } from "../fixtures/data-files"
import { features } from "../../src/node/features"
import type { DecapField } from "../../src/node/cms/decap-fields"
import type { DecapCollection } from "../../src/node/cms/decap-collections"

const words = defineCollection({
  label: "Words",
  files: ["words.json"],
  description: "Test words.",
  languages: true,
  schema: z.strictObject({
    heading: z.string().max(20),
    button: z.strictObject({ label: z.string(), href: z.string() }),
    steps: z.array(z.strictObject({ title: z.string() })),
  }),
})
const ENGLISH = {
  heading: "Page not found",
  button: { label: "Return home", href: "/" },
  steps: [{ title: "Check the address" }, { title: "Call us" }],
}

/** `content` written as data/words.json in a new folder; returns the folder. */
function dataDirWith(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "languages-"))
  fs.writeFileSync(path.join(dir, "words.json"), JSON.stringify(content))
  return dir
}

describe("a file in English and Spanish", () => {
  it("gives the build its English text, with or without Spanish beside it", () => {
    expect(readSingle(dataDirWith({ en: ENGLISH }), words)).toEqual(ENGLISH)
    expect(readSingle(dataDirWith({ en: ENGLISH, es: { heading: "Página no encontrada" } }), words)).toEqual(ENGLISH)
  })

  it("reads where its Spanish stands from its English, apart from the text: not yet checked when unmarked", () => {
    const stateOf = (english: Record<string, unknown>) =>
      readTextFile(dataDirWith({ en: english, es: { heading: "Hola" } }), "words.json", words)
    for (const state of ["sample", "unchecked", "checked"]) {
      expect(stateOf({ ...ENGLISH, spanish: state })).toMatchObject({ data: ENGLISH, spanishState: state })
    }
    expect(stateOf(ENGLISH).spanishState).toBe("unchecked")
    // The editor writes null for a choice it cleared.
    expect(stateOf({ ...ENGLISH, spanish: null }).spanishState).toBe("unchecked")
    expect(() => stateOf({ ...ENGLISH, spanish: true })).toThrow(/data\/words\.json: .*"en\.spanish"/)
    expect(() => stateOf({ ...ENGLISH, spanish: "reviewed" })).toThrow(/data\/words\.json: .*"en\.spanish"/)
  })

  it("cannot have a field of its own where its English holds the Spanish's state", () => {
    expect(() => translatedFileSchema(z.strictObject({ spanish: z.string() }))).toThrow(/cannot have a field "spanish"/)
  })

  it("checks the Spanish as it checks the English, naming the file and the field", () => {
    expect(() => readSingle(dataDirWith({ en: ENGLISH, es: { heading: "x".repeat(21) } }), words)).toThrow(
      /data\/words\.json: field "es\.heading"/,
    )
    expect(() => readSingle(dataDirWith({ en: ENGLISH, es: { headline: "Hola" } }), words)).toThrow(
      /data\/words\.json: unknown field\(s\) "es\.headline"/,
    )
    expect(() => readSingle(dataDirWith(ENGLISH), words)).toThrow(/data\/words\.json: missing required field "en"/)
  })

  it("reads in Spanish each text written in Spanish, and in English each one not yet written", () => {
    const spanish = {
      heading: "Página no encontrada",
      button: { label: "" },
      steps: [{ title: "Revise la dirección" }],
    }
    expect(overEnglish(ENGLISH, spanish)).toEqual({
      heading: "Página no encontrada",
      button: { label: "Return home", href: "/" },
      steps: [{ title: "Revise la dirección" }, { title: "Call us" }],
    })
    expect(overEnglish(ENGLISH, undefined)).toEqual(ENGLISH)
  })

  it("answers GraphQL in English, and in the language inLanguage asks for", async () => {
    const fields = translatedFields("WordsJson", { heading: { type: "String!" }, button: { type: "WordsButton!" } })
    const node = { id: "n", en: ENGLISH, es: { heading: "Página no encontrada" } }
    const read = (source: unknown, field: string) => fields[field].resolve(source as Record<string, unknown>, {})
    expect(read(node, "heading")).toBe("Page not found")
    const inLanguage = (language: string) => fields.inLanguage.resolve(node, { language })
    expect(read(await inLanguage("es"), "heading")).toBe("Página no encontrada")
    expect(read(await inLanguage("es"), "button")).toEqual(ENGLISH.button)
    expect(read(await inLanguage("en"), "heading")).toBe("Page not found")
  })

  it("fills the Spanish text's facts as its language writes them, before its fields are read", async () => {
    const fields = translatedFields("WordsJson", { heading: { type: "String!" } }, (text) => ({
      ...(text as object),
      heading: "filled",
    }))
    const node = { id: "n", en: ENGLISH, es: { heading: "{company} en español" } }
    const spanish = await fields.inLanguage.resolve(node, { language: "es" })
    expect(fields.heading.resolve(spanish as Record<string, unknown>, {})).toBe("filled")
    // The English is read as written: its facts are its fields' own to fill.
    const english = await fields.inLanguage.resolve(node, { language: "en" })
    expect(fields.heading.resolve(english as Record<string, unknown>, {})).toBe("Page not found")
  })
})

describe("the editor", () => {
  const config = decapConfig(features, {
    repo: "agency/site",
    branch: "main",
    oauthUrl: "https://oauth.example.workers.dev",
    oauthEndpoint: "auth",
    siteUrl: "https://www.example.com",
  })
  const groups = config.collections as DecapCollection[]
  const groupOf = (file: string) => groups.find((g) => g.files?.some((f) => f.file === file))

  it("edits a file in two languages side by side, English first, in a group of its own", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "es"], default_locale: "en" })
    const group = groupOf("data/not-found.json")
    expect(group).toMatchObject({ name: "site-languages", i18n: true })
    expect(group?.files?.every((f) => f.i18n)).toBe(true)
    // A group with languages reads every file of it as a file in two languages.
    expect(groupOf("data/team.json")?.i18n).toBeUndefined()
  })

  it("asks for each text in both languages, and for the rest in English only", () => {
    const fields = groupOf("data/not-found.json")!.files!.find((f) => f.file === "data/not-found.json")!.fields
    const seo = fields.find((f) => f.name === "seo") as DecapField & { fields: DecapField[] }
    expect(fields.find((f) => f.name === "heading")?.i18n).toBe(true)
    expect(seo.i18n).toBe(true)
    expect(seo.fields.every((f) => f.i18n)).toBe(true)
  })

  it("asks in English only for what reads the same in every language", () => {
    const fields = groupOf("data/site.json")!.files!.find((f) => f.file === "data/site.json")!.fields
    const field = (name: string) => fields.find((f) => f.name === name)
    expect(field("description")?.i18n).toBe(true)
    expect(field("phone")?.i18n).toBe(false)
    expect(field("siteUrl")?.i18n).toBe(false)
    // The brand's colours are all the same in both languages, so the group is English only.
    expect(field("brand")?.i18n).toBeFalsy()
  })

  it("asks, last in the English column of each file in two languages, where its Spanish stands", () => {
    const translated = groups.filter((g) => g.i18n).flatMap((g) => g.files ?? [])
    expect(translated.map((f) => f.file).sort()).toEqual(TWO_LANGUAGE_FILES)
    for (const file of translated) {
      const last = file.fields[file.fields.length - 1]
      expect(last).toMatchObject({ name: "spanish", label: "Spanish text", widget: "select", required: false })
      // Not i18n: the editor shows it in the English column only.
      expect(last).not.toHaveProperty("i18n")
      expect(last.options).toEqual([
        { label: "Written for the sample site", value: "sample" },
        { label: "Not yet checked by a fluent speaker", value: "unchecked" },
        { label: "Checked by a fluent speaker", value: "checked" },
      ])
      expect(last.hint).toMatch(/live build stops/)
      expect(last.hint).toMatch(/back to “Not yet checked by a fluent speaker” when the Spanish changes/)
    }
  })
})

/**
 * The one declaration per data file holds for every collection: the real files pass, the
 * editors' JSON Schemas agree with the build, every GraphQL field is documented, and the
 * committed schemas under .vscode/ are what `npm run schemas` writes.
 */
import fs from "fs"
import os from "os"
import path from "path"
import Ajv from "ajv"
import { collections, features } from "../../src/node/features"
import {
  collectionTypes,
  jsonSchemaFor,
  matchFiles,
  patternMatches,
  readCollection,
  type Collection,
} from "../../src/node/schema/collection"
import { editorFiles } from "../../src/node/schema/editor-schemas"
import { z } from "zod"
import { graphqlTypesFor, mergeTypeDefs, type GraphqlTypeDef } from "../../src/node/schema/zod-graphql"

const ROOT = path.join(__dirname, "../..")
const DATA = path.join(ROOT, "data")

describe.each(collections.map((c) => [c.typeName, c] as [string, Collection]))("%s", (_name, collection) => {
  const files = readCollection(DATA, collection)
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false })
  const validate = ajv.compile(jsonSchemaFor(collection))

  it("has its data files (a pattern may match none), and each one passes the build's check and the editors' schema", () => {
    if (collection.files.every((f) => !f.includes("*"))) expect(files.length).toBe(collection.files.length)
    for (const { file } of files) {
      const raw = JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"))
      expect({ file, valid: validate(raw), errors: validate.errors }).toMatchObject({ file, valid: true })
    }
  })

  it("rejects a copy of each file with a required field removed or a misspelt field added", () => {
    const schema = jsonSchemaFor(collection)
    for (const { file } of files) {
      const raw = JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"))
      if (Array.isArray(raw) || typeof raw !== "object") continue
      const [required] = (schema.required as string[] | undefined) ?? []
      if (required) {
        const copy = { ...raw }
        delete copy[required]
        expect({ file, valid: validate(copy) }).toEqual({ file, valid: false })
        expect(() => collection.schema.parse(copy)).toThrow()
      }
      if (schema.type === "object" && schema.additionalProperties === false) {
        const misspelt = { ...raw, titel: "A misspelt field" }
        expect({ file, valid: validate(misspelt) }).toEqual({ file, valid: false })
        expect(() => collection.schema.parse(misspelt)).toThrow()
      }
    }
  })
})

/** Types and fields (as "Type.field") that have no description. */
function undocumentedFields(defs: GraphqlTypeDef[]): string[] {
  return defs.flatMap((def) =>
    def.kind !== "object"
      ? []
      : [
          ...(def.description ? [] : [def.name]),
          ...Object.entries(def.fields)
            .filter(([, field]) => !field.description)
            .map(([key]) => `${def.name}.${key}`),
        ],
  )
}

describe("GraphQL types derived from the schemas", () => {
  const defs = mergeTypeDefs(
    features.flatMap((f) => [...(f.collections ?? []), ...(f.derivedTypes ?? [])].map(collectionTypes)),
  )

  it("document every type and field, so GraphiQL explains all of the data", () => {
    expect(undocumentedFields(defs)).toEqual([])
    // The check finds a field without a description.
    const undocumented = graphqlTypesFor(z.strictObject({ a: z.string(), b: z.string().describe("B.") }), "DJson", {
      node: true,
      description: "D.",
    })
    expect(undocumentedFields(undocumented)).toEqual(["DJson.a"])
  })
})

describe("editor schemas", () => {
  it("are up to date with the zod schemas (run `npm run schemas` after changing one)", () => {
    const settingsFile = path.join(ROOT, ".vscode/settings.json")
    const settings = JSON.parse(fs.readFileSync(settingsFile, "utf8"))
    const files = editorFiles(collections, settings)
    // One schema per collection, and the settings that map them to their files.
    expect(files.size).toBe(collections.length + 1)
    for (const [file, contents] of files) {
      const committed = fs.existsSync(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), "utf8") : ""
      expect({ file, contents: committed }).toEqual({ file, contents })
    }
  })

  it("cover every JSON file in data/", () => {
    const patterns = collections.flatMap((c) => c.files)
    const covered = new Set(collections.flatMap((c) => readCollection(DATA, c).map(({ file }) => file)))
    const all: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(DATA, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${entry.name}` : entry.name
        if (entry.isDirectory()) walk(rel)
        else if (entry.name.endsWith(".json")) all.push(rel)
      }
    }
    walk("")
    expect({ patterns, uncovered: all.filter((f) => !covered.has(f)) }).toEqual({ patterns, uncovered: [] })
  })
})

describe("file patterns", () => {
  it("match within one name and never a hidden file or folder", () => {
    expect(patternMatches("trips/*/trip.json", "trips/hawaii-2016/trip.json")).toBe(true)
    expect(patternMatches("trips/*/trip.json", "trips/a/b/trip.json")).toBe(false)
    expect(patternMatches("trips/*/trip.json", "trips/.draft/trip.json")).toBe(false)
    expect(patternMatches("stories/*.json", "stories/.x.json")).toBe(false)
    expect(patternMatches("site.json", "site.json")).toBe(true)
    expect(patternMatches("site.json", "sites.json")).toBe(false)
  })

  it("list the matching files under a folder, sorted, and none of a missing folder", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "patterns-"))
    try {
      for (const file of ["trips/b/trip.json", "trips/a/trip.json", "trips/.c/trip.json", "trips/a/x/trip.json"]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        fs.writeFileSync(path.join(dir, file), "{}")
      }
      fs.mkdirSync(path.join(dir, "trips/d/trip.json"), { recursive: true })
      expect(matchFiles(dir, "trips/*/trip.json")).toEqual(["trips/a/trip.json", "trips/b/trip.json"])
      expect(matchFiles(path.join(dir, "missing"), "trips/*/trip.json")).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

/**
 * The editors' view of data/: one JSON Schema per collection, and the VS Code settings
 * that map each data file to its schema, so an editor completes field names, shows each
 * field's description on hover and underlines a missing or misspelt field while a
 * curator types. Written by `npm run schemas`; a unit test fails when they are stale.
 */
import type { Collection } from "./collection"
import { jsonSchemaFor } from "./collection"

/** Folder of the generated schemas, relative to the repository root. */
export const SCHEMA_DIR = ".vscode/schemas"

const fileName = (c: Collection) => `${c.typeName}.schema.json`

/** Generated files: path relative to the repository root → contents. */
export function editorFiles(collections: Collection[], settings: Record<string, unknown>): Map<string, string> {
  const files = new Map<string, string>()
  for (const c of collections) {
    files.set(`${SCHEMA_DIR}/${fileName(c)}`, `${JSON.stringify(jsonSchemaFor(c), null, 2)}\n`)
  }
  const jsonSchemas = collections.map((c) => ({
    fileMatch: c.files.map((pattern) => `/data/${pattern}`),
    url: `./${SCHEMA_DIR}/${fileName(c)}`,
  }))
  files.set(".vscode/settings.json", `${JSON.stringify({ ...settings, "json.schemas": jsonSchemas }, null, 2)}\n`)
  return files
}

/**
 * Writes the editors' JSON Schemas of every data file (.vscode/schemas/) and maps them in
 * .vscode/settings.json. Run after changing a schema: `npm run schemas`.
 */
import fs from "fs"
import path from "path"
import { collections } from "../src/node/features"
import { editorFiles, SCHEMA_DIR } from "../src/node/schema/editor-schemas"

const root = path.resolve(__dirname, "..")
const settingsFile = path.join(root, ".vscode/settings.json")
const settings = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {}
const files = editorFiles(collections, settings)

fs.rmSync(path.join(root, SCHEMA_DIR), { recursive: true, force: true })
for (const [file, contents] of files) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), contents)
}
console.log(`Wrote ${files.size} files: ${collections.length} schemas and .vscode/settings.json`)

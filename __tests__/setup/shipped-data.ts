/**
 * The unit run's global setup: checks data/ once and saves the result for the test files
 * (__tests__/fixtures/shipped-data.ts and saved-data.ts read it back). Bad data fails the
 * run here, with checkData's message naming the file and the field.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { checkData } from "../../src/node/features"
import { DATA, saveData } from "../fixtures/shipped-data"
import { SHIPPED_DATA_FILE_ENV } from "../fixtures/saved-data"

export default function checkShippedDataOnce(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shipped-data-"))
  const file = path.join(dir, "data.json")
  fs.writeFileSync(file, JSON.stringify(saveData(checkData(DATA))))
  process.env[SHIPPED_DATA_FILE_ENV] = file
}

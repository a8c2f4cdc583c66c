/** The unit run's global teardown: removes the checked data its global setup wrote. */
import fs from "fs"
import path from "path"
import { SHIPPED_DATA_FILE_ENV } from "../fixtures/saved-data"

export default function removeShippedData(): void {
  const file = process.env[SHIPPED_DATA_FILE_ENV]
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true })
}

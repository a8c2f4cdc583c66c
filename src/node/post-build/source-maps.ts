/**
 * No source maps in public/: they would publish the source. The browser build writes none
 * (src/node/webpack-config.ts); this removes any an earlier build left. `npm run develop`
 * keeps its own.
 */
import fs from "fs"
import path from "path"

export function removeSourceMaps(publicDir: string): void {
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".map")) fs.rmSync(path.join(entry.parentPath, entry.name))
  }
}

import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"

const ROOT = path.join(__dirname, "../..")
const MARKER = "/* Written by scripts/font-fallbacks.mjs. */\n"

it("src/styles/fonts.css ends with the fallback faces scripts/font-fallbacks.mjs prints (run it with --write after changing a face)", () => {
  const css = fs.readFileSync(path.join(ROOT, "src/styles/fonts.css"), "utf8")
  expect(css).toContain(MARKER)
  const committed = css.slice(css.indexOf(MARKER) + MARKER.length)
  const printed = execFileSync(process.execPath, [path.join(ROOT, "scripts/font-fallbacks.mjs")], { encoding: "utf8" })
  expect(committed).toBe(printed)
})

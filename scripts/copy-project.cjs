/**
 * A copy of the project in another folder, for tests and benchmarks that change data/
 * and build: every source file, none of the build output or caches, and node_modules
 * linked rather than copied. CommonJS, so the TypeScript tests and the .mjs scripts share it.
 */
const fs = require("fs")
const os = require("os")
const path = require("path")

const LEFT_OUT = [".git", "node_modules", ".bench", ".cache", "public", ".e2e", ".wrangler"]

/** Copies `root` into the folder `target` (made if missing) and returns its path. */
function copyProjectInto(root, target) {
  fs.mkdirSync(target, { recursive: true })
  for (const entry of fs.readdirSync(root)) {
    if (LEFT_OUT.includes(entry)) continue
    fs.cpSync(path.join(root, entry), path.join(target, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"), "dir")
  return target
}

/** Copies `root` into a new temporary folder named `prefix…` and returns its path. */
function copyProject(root, prefix) {
  return copyProjectInto(root, fs.mkdtempSync(path.join(os.tmpdir(), prefix)))
}

module.exports = { copyProject, copyProjectInto }

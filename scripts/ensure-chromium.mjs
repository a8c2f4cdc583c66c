#!/usr/bin/env node
/**
 * The end-to-end tests drive Debian's Chromium (/usr/bin/chromium) through playwright-core
 * (test tools that download their own browser cannot work on this network), serve the
 * site with Debian's nginx once, to check the documented nginx settings, and check every
 * page with the Nu Html Checker, which runs on Java (vnu-jar brings the checker, not Java:
 * its own download of one cannot work here either). Installs what is missing with apt-get
 * when we are root; otherwise says exactly what to run.
 */
import { execSync, spawnSync } from "node:child_process"
import fs from "node:fs"

import { CHROMIUM_PATH as CHROMIUM } from "./chromium.cjs"

const NGINX = "/usr/sbin/nginx"
const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0
const missing = [
  ...(fs.existsSync(CHROMIUM) ? [] : ["chromium", "fonts-dejavu-core"]),
  ...(fs.existsSync(NGINX) ? [] : ["nginx-light"]),
  ...(hasJava() ? [] : ["default-jre-headless"]),
]
if (missing.length === 0) process.exit(0)

const isRoot = typeof process.getuid === "function" && process.getuid() === 0
if (!isRoot) {
  console.error(
    `The end-to-end tests need ${missing.join(", ")}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n(or set CHROMIUM_PATH to an existing Chromium binary).`,
  )
  process.exit(1)
}
console.log(`Installing Debian's ${missing.join(", ")} for the end-to-end tests…`)
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
execSync("apt-get update -qq", { stdio: "inherit", env })
execSync(`apt-get install -y -qq ${missing.join(" ")}`, { stdio: "inherit", env })
for (const file of [CHROMIUM, NGINX]) {
  if (!fs.existsSync(file)) {
    console.error(`apt-get finished but ${file} is still missing.`)
    process.exit(1)
  }
}
if (!hasJava()) {
  console.error("apt-get finished but java is still not on the PATH.")
  process.exit(1)
}

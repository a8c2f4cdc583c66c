#!/usr/bin/env node
/**
 * The end-to-end tests drive Debian's Chromium (/usr/bin/chromium) through playwright-core;
 * test tools that download their own browser cannot work on this network. Installs it
 * with apt-get when it is missing and we are root; otherwise says exactly what to run.
 */
import { execSync } from "node:child_process"
import fs from "node:fs"

import { CHROMIUM_PATH as CHROMIUM } from "./chromium.cjs"

if (fs.existsSync(CHROMIUM)) process.exit(0)

const isRoot = typeof process.getuid === "function" && process.getuid() === 0
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to an existing Chromium binary).`,
  )
  process.exit(1)
}
console.log("Installing Debian's chromium for the end-to-end tests…")
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
execSync("apt-get update -qq", { stdio: "inherit", env })
execSync("apt-get install -y -qq chromium fonts-dejavu-core", { stdio: "inherit", env })
if (!fs.existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`)
  process.exit(1)
}

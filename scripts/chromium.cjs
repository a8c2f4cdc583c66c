/**
 * The one place that says which Chromium the tests and benchmarks drive and how: Debian's
 * /usr/bin/chromium (or CHROMIUM_PATH) through playwright-core, headless, with no
 * background traffic, so no tool downloads a browser of its own. CommonJS, so both the
 * TypeScript tests and the .mjs scripts import it.
 */
const { chromium } = require("playwright-core")

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
]

/** Launches Chromium for playwright-core with the flags above (options are merged in). */
function launchChromium(options = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, ...options })
}

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, launchChromium }

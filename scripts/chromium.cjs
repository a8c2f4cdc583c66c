/**
 * The one place that says which Chromium the tests and benchmarks drive and how: Debian's
 * /usr/bin/chromium (or CHROMIUM_PATH) through playwright-core, headless, with no
 * background traffic, so no tool downloads a browser of its own. CommonJS, so both the
 * TypeScript tests and the .mjs scripts import it.
 *
 * Every host name but the local servers' fails to resolve, as on a machine without
 * internet: a third-party request fails at once (net::ERR_NAME_NOT_RESOLVED, a
 * `requestfailed` event) instead of waiting on the network. Blocking them in the browser
 * rather than with Playwright's request routing keeps the browser's HTTP cache on
 * (routing turns it off) and spares every request a round trip to the test process; a
 * test that stands in for a third party still routes that origin itself.
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
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  // Chromium reads only the last --disable-features, so this one repeats Playwright's own
  // list and adds the browser's top-chrome pages (the address bar's pop-up, built and kept
  // warm in a renderer of its own), which a headless window never shows: left on, they
  // took about a third of the suite's processor time.
  `--disable-features=${[
    ...["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades"],
    ...["HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding"],
    ...["ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints"],
    ...["NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch"],
    ...["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup", "PreloadTopChromeWebUI"],
  ].join(",")}`,
]

/**
 * Whether the browser above fails a request to `url`: anything but the local servers
 * (127.0.0.1, localhost) and the page's own data:, blob: and about: addresses.
 */
function isThirdParty(url) {
  return !/^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url)
}

/** Launches Chromium for playwright-core with the flags above (options are merged in). */
function launchChromium(options = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, ...options })
}

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, isThirdParty, launchChromium }

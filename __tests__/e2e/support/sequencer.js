// Runs the longest end-to-end files first (the longest measured first), so that no worker
// is left alone with a long file at the end while the others sit idle. Jest's default
// order, by file size, would put build-live.e2e.ts, a short file that runs two whole
// builds, late.
const Sequencer = require("@jest/test-sequencer").default

const LONGEST_FIRST = [
  "build-live.e2e.ts",
  "cms.e2e.ts",
  "crawl.e2e.ts",
  "layout-native.e2e.ts",
  "calculators.e2e.ts",
  "trips.e2e.ts",
  "marketing.e2e.ts",
  "lead-magnets.e2e.ts",
  "recruiting.e2e.ts",
]
const rank = (test) => {
  const i = LONGEST_FIRST.findIndex((name) => test.path.endsWith(name))
  return i === -1 ? LONGEST_FIRST.length : i
}

class LongestFirst extends Sequencer {
  sort(tests) {
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b))
  }
}

module.exports = LongestFirst

// Runs the longest end-to-end files first, so that with two workers neither waits alone
// for one long file at the end (Jest's default order, by file size, puts them last).
const Sequencer = require("@jest/test-sequencer").default

const LONGEST_FIRST = ["crawl.e2e.ts", "cms.e2e.ts", "layout-native.e2e.ts"]
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

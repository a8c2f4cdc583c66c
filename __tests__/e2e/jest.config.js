// End-to-end suite: builds the site once (global setup), serves public/ like a static
// host, and drives Debian's Chromium through playwright-core, three test files at a time
// (each file starts its own browser and any stand-in server on a port of its own). Three on
// two cores: while one file waits on a page, a server or a build, the others use the time.
module.exports = {
  rootDir: "../..",
  testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  // The readability packages are ES modules: compiled like the suite's own files.
  transformIgnorePatterns: ["node_modules/(?!(flesch-kincaid|syllable)/)"],
  testEnvironment: "node",
  globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
  testTimeout: 120000,
  maxWorkers: 3,
  testSequencer: "<rootDir>/__tests__/e2e/support/sequencer.js",
  slowTestThreshold: 60,
}

// Unit and component tests (`npm run test:unit`); the end-to-end suite has its own config
// (__tests__/e2e/jest.config.js). Two projects in one run: tests of what the browser runs
// (components, hooks, gatsby-browser) get a DOM (jsdom) and Testing Library's matchers; the
// rest, build code and pure logic, run in Node, which starts each file in a fraction of the
// time. A logic test of browser code asks for the DOM in its first comment
// (`@jest-environment jsdom`), and then gets the matchers too (setup/jest-setup.ts).
/** What both projects share: how files are compiled and what stands in for Gatsby, styles and images. */
const shared = {
  rootDir: ".",
  roots: ["<rootDir>/__tests__"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  transformIgnorePatterns: [
    "(?<!beasties/)node_modules/(?!(gatsby|gatsby-script|gatsby-link|beasties|flesch-kincaid|syllable)/)",
  ],
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/__tests__/setup/gatsby-mock.tsx",
    "\\.css$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|pdf)$": "<rootDir>/__tests__/setup/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__tests__/setup/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-setup.ts"],
}

/** A test file's name. */
const TEST_FILE = "\\.test\\.[jt]sx?$"
/** Tests of what the browser runs: the components', the hooks' and gatsby-browser's. */
const BROWSER_TESTS = "/__tests__/(components/.*|hooks/.*|gatsby-browser)" + TEST_FILE

module.exports = {
  // A limit for each test, far above what any takes (it is the run's, not a project's).
  testTimeout: 30000,
  // The shipped data is checked once for the whole run.
  globalSetup: "<rootDir>/__tests__/setup/shipped-data.ts",
  globalTeardown: "<rootDir>/__tests__/setup/shipped-data-teardown.ts",
  projects: [
    { ...shared, displayName: "browser", testEnvironment: "jsdom", testRegex: [BROWSER_TESTS] },
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      testRegex: ["/__tests__/.*" + TEST_FILE],
      testPathIgnorePatterns: ["/node_modules/", "/__tests__/e2e/", BROWSER_TESTS],
    },
  ],
}

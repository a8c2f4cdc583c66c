// Every test file's setup. A file that runs in a DOM (jsdom) gets Testing Library's matchers
// and the browser parts jsdom lacks (dom-setup.ts); a test of build code or pure logic runs
// in Node and starts without loading them, so the setup loads them only where there is a DOM.
// eslint-disable-next-line @typescript-eslint/no-require-imports
if (typeof document !== "undefined") require("./dom-setup")

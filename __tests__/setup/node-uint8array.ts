/**
 * Imported first by a test file that compiles the inline scripts with esbuild
 * (src/node/inline-scripts.ts) in jest's jsdom environment. esbuild checks that a
 * Buffer is a Uint8Array, and there the global Uint8Array is jsdom's own, not Node's: the
 * file's global becomes Node's, which the page code under test never sees the difference of.
 */
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor

// TypeScript, JSX and the ES modules of a few packages, compiled for Jest by SWC
// (@swc/jest, which lifts jest.mock calls above the imports as babel-jest does). With
// Babel, each of the end-to-end suite's workers loaded Babel and Gatsby's preset and
// compiled its files anew on a clean clone, a large part of the suite's processor time.
// A .ts file is read as TypeScript without JSX, where `<T>(x: T) => x` is a generic
// function; .tsx and .js files may hold JSX.
const { createTransformer } = require("@swc/jest")

const options = (tsx) => ({
  jsc: { parser: { syntax: "typescript", tsx }, transform: { react: { runtime: "classic" } } },
  module: { type: "commonjs" },
})
const typescript = createTransformer(options(false))
const withJsx = createTransformer(options(true))
const transformerOf = (filename) => (/\.ts$/.test(filename) ? typescript : withJsx)

module.exports = {
  process: (source, filename, jestOptions) => transformerOf(filename).process(source, filename, jestOptions),
  getCacheKey: (source, filename, ...rest) => transformerOf(filename).getCacheKey(source, filename, ...rest),
}

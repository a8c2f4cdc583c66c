// Gatsby's official Jest recipe: compile TS/TSX with the same Babel preset Gatsby uses.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)

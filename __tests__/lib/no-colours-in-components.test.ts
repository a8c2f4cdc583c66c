/**
 * Colours are decided in one place: the brand's in data/site.json, every other one (and the
 * tints mixed from the brand) in src/styles/tokens.css. Components and the other
 * stylesheets name tokens (`var(--color-…)`), so a new brand reaches every pixel. This scans
 * them for colour literals (#hex, rgb() and the other colour functions, named colours) and
 * names each file and line that still has one.
 */
import fs from "fs"
import path from "path"
import ts from "typescript"

const ROOT = path.join(__dirname, "../..")
/** The one stylesheet allowed to write a colour. */
const TOKENS = path.join(ROOT, "src/styles/tokens.css")

export type Finding = { line: number; text: string }

/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) or a colour function; color-mix() is not one, it mixes tokens. */
const LITERAL =
  /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi

/** CSS named colours a stylesheet is likely to write (transparent and currentColor are not a colour of their own). */
const NAMED = new RegExp(
  `(?<![\\w-])(${[
    "white",
    "black",
    "red",
    "green",
    "blue",
    "yellow",
    "orange",
    "purple",
    "pink",
    "brown",
    "gray",
    "grey",
    "silver",
    "navy",
    "gold",
    "goldenrod",
    "maroon",
    "olive",
    "teal",
    "aqua",
    "cyan",
    "magenta",
    "fuchsia",
    "lime",
    "beige",
    "ivory",
    "cream",
    "tan",
    "darkblue",
    "darkgray",
    "darkgrey",
    "lightgray",
    "lightgrey",
    "whitesmoke",
    "gainsboro",
  ].join("|")})(?![\\w-])`,
  "i",
)

/** The colour literals of a stylesheet, each with its line; comments are skipped. */
export function coloursInCss(source: string): Finding[] {
  const found: Finding[] = []
  // Blank the comments but keep their line breaks, so lines keep their numbers.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
  let inValue = false
  code.split("\n").forEach((text, i) => {
    for (const match of text.matchAll(LITERAL)) found.push({ line: i + 1, text: match[0] })
    // Named colours only in a declaration's value (a selector may be .white), which may run over lines.
    const declaration = /^\s*(?:--)?[\w-]+\s*:(?!:|[\w-]+\s*[{,(])\s*(.*)$/.exec(text)
    const value = declaration ? declaration[1] : inValue ? text : ""
    const named = NAMED.exec(value.replace(/var\([^)]*\)/g, ""))
    if (named) found.push({ line: i + 1, text: named[1] })
    if (declaration) inValue = !/[;{}]\s*$/.test(text)
    else if (inValue && /[;}]\s*$/.test(text)) inValue = false
  })
  return found
}

/** Attributes and style properties whose value is a colour, where a named colour counts too. */
const COLOUR_PROPS =
  /^(fill|stroke|color|stopColor|floodColor|lightingColor|background(Color)?|border(Top|Right|Bottom|Left)?Color|outlineColor)$/

/** The colour literals of a TSX source: in its strings, and named colours in colour attributes and style properties. */
export function coloursInTsx(source: string, fileName = "file.tsx"): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Finding[] = []
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
  const isString = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
  const textOf = (node: ts.Node): string | null =>
    isString(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ")
        : ts.isJsxText(node)
          ? null
          : null
  const visit = (node: ts.Node) => {
    const text = textOf(node)
    if (text !== null) {
      for (const match of text.matchAll(LITERAL)) found.push({ line: lineOf(node), text: match[0] })
      const parent = node.parent
      const prop =
        parent && ts.isJsxAttribute(parent)
          ? parent.name.getText(file)
          : parent && ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)
            ? parent.parent.name.getText(file)
            : parent && ts.isPropertyAssignment(parent) && parent.initializer === node
              ? parent.name.getText(file)
              : null
      const named = prop && COLOUR_PROPS.test(prop) ? NAMED.exec(text.replace(/var\([^)]*\)/g, "")) : null
      if (named) found.push({ line: lineOf(node), text: named[1] })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function filesUnder(dir: string, endings: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, endings)
    return endings.some((e) => entry.name.endsWith(e)) ? [full] : []
  })
}

describe("the scanner", () => {
  it("finds hex colours, colour functions and named colours in a stylesheet's values, with their lines", () => {
    const css = [
      ".card {",
      "  color: #e6edf6;",
      "  border: 1px solid rgb(255 255 255 / 0.3);",
      "  background:",
      "    linear-gradient(#0f2238, hsl(210 50% 20%)),",
      "    white;",
      "  outline-color: Black;",
      "}",
    ].join("\n")
    expect(coloursInCss(css)).toEqual([
      { line: 2, text: "#e6edf6" },
      { line: 3, text: "rgb(" },
      { line: 5, text: "#0f2238" },
      { line: 5, text: "hsl(" },
      { line: 6, text: "white" },
      { line: 7, text: "Black" },
    ])
  })

  it("passes tokens, mixes of tokens, selectors, property names and comments", () => {
    const css = [
      "/* Light text (#dbe4ef, white) on navy. */",
      ".white a:not([class]),",
      ".navy:hover {",
      "  color: var(--color-white);",
      "  white-space: nowrap;",
      "  box-shadow: 0 0 0 2px color-mix(in srgb, var(--color-focus) 25%, transparent);",
      "  border-color: currentColor;",
      "}",
    ].join("\n")
    expect(coloursInCss(css)).toEqual([])
  })

  it("finds colours in a component's strings and named colours in its colour props", () => {
    const source = [
      "export const A = () => (",
      '  <svg style={{ color: "red" }}>',
      '    <rect fill="#ffffff" stroke={`rgb(0 0 0)`} />',
      '    <circle fill="white" />',
      "  </svg>",
      ")",
    ].join("\n")
    expect(coloursInTsx(source)).toEqual([
      { line: 2, text: "red" },
      { line: 3, text: "#ffffff" },
      { line: 3, text: "rgb(" },
      { line: 4, text: "white" },
    ])
  })

  it("passes tokens, anchors, words and a tone named white", () => {
    const source = [
      "// A comment with #ffffff",
      "export const A = () => (",
      '  <Section tone="white">',
      '    <a href="#contact">Gold and white</a>',
      '    <rect style={{ fill: "var(--color-white)" }} />',
      "  </Section>",
      ")",
    ].join("\n")
    expect(coloursInTsx(source)).toEqual([])
  })
})

describe("components and stylesheets", () => {
  const files = [
    ...filesUnder(path.join(ROOT, "src/components"), [".css", ".tsx"]),
    ...filesUnder(path.join(ROOT, "src/styles"), [".css"]).filter((f) => f !== TOKENS),
  ]

  it("are found", () => {
    expect(files.filter((f) => f.endsWith(".css")).length).toBeGreaterThan(20)
    expect(files.filter((f) => f.endsWith(".tsx")).length).toBeGreaterThan(20)
  })

  it("write no colour: each names a token of src/styles/tokens.css or the brand", () => {
    const findings = files.flatMap((file) => {
      const source = fs.readFileSync(file, "utf8")
      const found = file.endsWith(".css") ? coloursInCss(source) : coloursInTsx(source, file)
      return found.map((f) => `${path.relative(ROOT, file)}:${f.line}: ${f.text}`)
    })
    expect(findings).toEqual([])
  })
})

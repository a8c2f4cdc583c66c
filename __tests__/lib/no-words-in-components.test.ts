/**
 * Words live in data/, where the editor reaches them: no component writes a word a visitor
 * sees or hears. This scans the components for JSX text, strings drawn as JSX children, and
 * the attributes read aloud or shown (aria-label, title, placeholder, alt), and names each
 * file and line that still has one. The code that draws the PDFs (src/node/pdfs) is scanned
 * too: every string in it with a word must be data, or a listed string no reader is shown.
 */
import fs from "fs"
import path from "path"
import ts from "typescript"

const ROOT = path.join(__dirname, "../..")
const COMPONENTS = path.join(ROOT, "src/components")
const PDFS = path.join(ROOT, "src/node/pdfs")

/** Attributes (and props of the site's own components) whose text is shown or read aloud. */
const SPOKEN_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "label",
  "heading",
  "caption",
  "text",
  "description",
])

/** Whether an attribute or prop holds shown or spoken text: a listed name, or one ending in Label, Text, Heading, Title. */
function spoken(name: string): boolean {
  return SPOKEN_ATTRIBUTES.has(name) || /[a-z](Label|Text|Heading|Title|Caption|Description)$/.test(name)
}

/** Fields of an object passed as a prop that hold shown text (`heading={{ text: "…" }}`). */
const SPOKEN_FIELDS = new Set(["text", "label", "heading", "title", "caption"])

/** Two letters in a row: a word, not a glyph, a number or punctuation. */
const WORD = /\p{L}{2}/u

export type Finding = { line: number; text: string }

/** Whether a string sits where JSX draws it: a child, or a branch of a child's ?: or &&. */
function drawnInJsx(node: ts.Node): boolean {
  let at: ts.Node = node
  for (;;) {
    const parent = at.parent
    if (!parent) return false
    if (ts.isJsxExpression(parent)) return !ts.isJsxAttribute(parent.parent)
    const passesThrough =
      ts.isParenthesizedExpression(parent) ||
      (ts.isConditionalExpression(parent) && at !== parent.condition) ||
      (ts.isBinaryExpression(parent) &&
        at === parent.right &&
        [
          ts.SyntaxKind.AmpersandAmpersandToken,
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
        ].includes(parent.operatorToken.kind))
    if (!passesThrough) return false
    at = parent
  }
}

/** Whether a node is part of a JSX attribute's value. */
function insideJsxAttribute(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) if (ts.isJsxAttribute(at)) return true
  return false
}

/** The text of an attribute written as a literal (a template's fixed parts joined), or null. */
function literalOfAttribute(attr: ts.JsxAttribute): string | null {
  const init = attr.initializer
  if (!init) return null
  if (ts.isStringLiteral(init)) return init.text
  const value = ts.isJsxExpression(init) ? init.expression : undefined
  if (!value) return null
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text
  if (ts.isTemplateExpression(value))
    return [value.head.text, ...value.templateSpans.map((s) => s.literal.text)].join(" ")
  return null
}

/** The words written in a TSX source: each with its line. */
export function wordsInSource(source: string, fileName = "file.tsx"): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Finding[] = []
  const add = (node: ts.Node, text: string) => {
    if (WORD.test(text))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() })
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text)
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && drawnInJsx(node))
      add(node, node.text)
    else if (ts.isTemplateExpression(node) && drawnInJsx(node))
      add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" "))
    else if (ts.isJsxAttribute(node) && spoken(node.name.getText(file))) {
      const text = literalOfAttribute(node)
      if (text !== null) add(node, text)
    } else if (
      ts.isPropertyAssignment(node) &&
      SPOKEN_FIELDS.has(node.name.getText(file)) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      insideJsxAttribute(node)
    )
      add(node, node.initializer.text)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/**
 * The words of every string in a TS source (a template's fixed parts joined), with their
 * lines: the PDF code draws whatever string it holds, so any string may be printed. Module
 * names and the messages of thrown errors (read by whoever runs the build) are passed.
 */
export function stringsInSource(source: string, fileName = "file.ts"): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found: Finding[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isNewExpression(node) && node.expression.getText(file) === "Error") return
    // A type's strings (the keys of a Pick, say) are never drawn.
    if (ts.isTypeNode(node)) return
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ")
          : null
    if (text !== null && WORD.test(text))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() })
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(full)
    return entry.name.endsWith(".tsx") ? [full] : []
  })
}

describe("the scanner", () => {
  it("finds JSX text, drawn strings and spoken attributes, with their lines", () => {
    const source = [
      "export const A = () => (",
      "  <div>",
      "    <h2>Our results</h2>",
      '    {busy ? "Calculating…" : label}',
      '    <button aria-label="Close">{"‹"}</button>',
      "    <input placeholder={`Search ${n}`} />",
      '    <Section heading={{ id: "videos", text: "Featured videos" }} />',
      "  </div>",
      ")",
    ].join("\n")
    expect(wordsInSource(source)).toEqual([
      { line: 3, text: "Our results" },
      { line: 4, text: "Calculating…" },
      { line: 5, text: "Close" },
      { line: 6, text: "Search" },
      { line: 7, text: "Featured videos" },
    ])
  })

  it("passes words from props, glyphs, class names, ids, comments and code strings", () => {
    const source = [
      'const KEY = "calculators:goal"',
      "export const A = ({ words }: { words: { title: string } }) => (",
      '  <div className="stack" id="goal-form" data-testid="goal-results">',
      "    {/* A comment with words */}",
      "    <h2>{words.title}</h2>",
      '    <span aria-hidden="true">{"‹"} ▲ *</span>',
      '    {" "}',
      "    {`${1 + 1}`}",
      "  </div>",
      ")",
    ].join("\n")
    expect(wordsInSource(source)).toEqual([])
  })
})

describe("components", () => {
  const files = tsxFiles(COMPONENTS)

  it("are found", () => {
    expect(files.length).toBeGreaterThan(20)
  })

  const findings = files.flatMap((file) =>
    wordsInSource(fs.readFileSync(file, "utf8"), file).map(
      (f) => `${path.relative(ROOT, file)}:${f.line}: ${JSON.stringify(f.text)}`,
    ),
  )

  it("write no words: each word a visitor sees or hears comes from data/", () => {
    expect(findings).toEqual([])
  })
})

describe("the strings scanner", () => {
  it("finds every string with a word, with its line, and passes module names and error messages", () => {
    const source = [
      'import { rgb } from "pdf-lib"',
      'w.heading("Keep going", 15)',
      "draw(`Page ${n}`, x)",
      'draw("Y", x)',
      'const key = "budget-2"',
      'throw new Error("The survey does not fit")',
    ].join("\n")
    expect(stringsInSource(source)).toEqual([
      { line: 2, text: "Keep going" },
      { line: 3, text: "Page" },
      { line: 5, text: "budget-2" },
    ])
  })

  it("passes the strings of a type, which no reader sees", () => {
    const source = [
      'export function make({ read }: Pick<Data, "read" | "facts">, kind: "blueprint" | "survey") {',
      '  return read("Monthly budget")',
      "}",
    ].join("\n")
    expect(stringsInSource(source)).toEqual([{ line: 2, text: "Monthly budget" }])
  })
})

/**
 * Strings of the PDF code that hold letters but are no words of the guides, as "file: text":
 * each must still be found, so the list stays true.
 */
const PDF_CODE_STRINGS = new Map([
  // The booking page's address, after the toll-free number and the e-mail.
  ['src/node/pdfs/blueprint.ts: "|     |   /tl-booking"', "a page address"],
  // The document properties that name what made the file and its language.
  ['src/node/pdfs/draw.ts: "website"', "the Creator property: the agency's name and website"],
  ['src/node/pdfs/draw.ts: "pdf-lib (the site\'s build)"', "the Producer property"],
  ['src/node/pdfs/draw.ts: "en-US"', "the language tag"],
  // Names of the survey's fillable fields, which the reader never sees.
  ['src/node/pdfs/survey.ts: "beneficiary- -"', "a field name"],
  ['src/node/pdfs/survey.ts: "why-"', "a field name"],
  ['src/node/pdfs/survey.ts: "health- -yes"', "a field name"],
  ['src/node/pdfs/survey.ts: "health- -no"', "a field name"],
  ['src/node/pdfs/survey.ts: "budget-"', "a field name"],
])

describe("the PDFs' code", () => {
  const files = fs
    .readdirSync(PDFS)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => path.join(PDFS, name))
  const findings = files.flatMap((file) =>
    stringsInSource(fs.readFileSync(file, "utf8"), file).map((f) => ({
      key: `${path.relative(ROOT, file)}: ${JSON.stringify(f.text)}`,
      where: `${path.relative(ROOT, file)}:${f.line}: ${JSON.stringify(f.text)}`,
    })),
  )

  it("is found", () => {
    expect(files.map((f) => path.basename(f))).toEqual(expect.arrayContaining(["blueprint.ts", "survey.ts"]))
  })

  it("writes no words: each word of the PDFs comes from data/blueprint.json or data/in-home-survey.json", () => {
    expect(findings.filter((f) => !PDF_CODE_STRINGS.has(f.key)).map((f) => f.where)).toEqual([])
  })

  it("still has each listed string (a string gone leaves the list)", () => {
    const keys = new Set(findings.map((f) => f.key))
    expect([...PDF_CODE_STRINGS.keys()].filter((entry) => !keys.has(entry))).toEqual([])
  })
})

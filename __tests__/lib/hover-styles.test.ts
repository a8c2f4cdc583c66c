/**
 * Hover styles apply only where the visitor's pointer can hover (`@media (hover: hover)`).
 * On a phone a tap also sets `:hover` on what it touches and leaves it there: the card
 * stays lifted, the button keeps its hover colour, and the tap itself restyles and
 * repaints what it touched (starting any transition) before its answer is drawn.
 */
import fs from "fs"
import path from "path"

/** Each rule's selector with the at-rules it sits in, from a stylesheet's text. */
function rulesOf(css: string): { selector: string; within: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "")
  const rules: { selector: string; within: string[] }[] = []
  const open: string[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") {
      const prelude = text.slice(start, i).trim()
      if (prelude.startsWith("@")) open.push(prelude.replace(/\s+/g, " "))
      else {
        rules.push({ selector: prelude, within: [...open] })
        open.push("")
      }
      start = i + 1
    } else if (text[i] === "}") {
      open.pop()
      start = i + 1
    } else if (text[i] === ";") start = i + 1
  }
  return rules
}

describe("hover styles", () => {
  it("finds the rules of a stylesheet and the at-rules around them", () => {
    expect(rulesOf("a:hover { color: red } @media (hover: hover) { /* x { */ .b:hover { color: blue } }")).toEqual([
      { selector: "a:hover", within: [] },
      { selector: ".b:hover", within: ["@media (hover: hover)"] },
    ])
  })

  it("apply only where the pointer can hover", () => {
    const root = path.join(__dirname, "../..")
    const stylesheets = fs.readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
    const offenders = stylesheets
      .filter((file) => file.endsWith(".css"))
      .flatMap((file) =>
        rulesOf(fs.readFileSync(path.join(root, "src", file), "utf8"))
          .filter((rule) => rule.selector.includes(":hover") && !rule.within.includes("@media (hover: hover)"))
          .map((rule) => `src/${file}: ${rule.selector}`),
      )
    expect(offenders).toEqual([])
  })
})

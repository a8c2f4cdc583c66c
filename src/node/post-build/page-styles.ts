/**
 * Each page's head carries only the stylesheet's rules that its own HTML uses, and the whole
 * stylesheet follows as the file Gatsby made of it, linked at the end of the body and where
 * the page's opening band ends (src/components/layout/first-screen-end.tsx renders that link
 * without an address: a component cannot know the file's name).
 *
 * Gatsby inlines the whole stylesheet (every page's rules) into every page's head: more than
 * a new connection's first round trip carries, so a slow phone waited for all of it, and
 * parsed all of it, before its first paint. Now the head holds this page's rules (found by
 * beasties, which matches each selector against the page's markup) and the first screen's
 * markup comes with it. A stylesheet linked in the body does not hold back the paint of
 * what stands before it; it brings the rules of what scripts draw later (an open menu, a
 * dialog, an error) and of the pages a visitor moves to without loading a page, and the
 * browser keeps it for the next pages. It repeats the page's own rules in their first order,
 * so once it is in, every rule stands where Gatsby's inline copy had it.
 */
import fs from "fs"
import path from "path"
import Beasties from "beasties"
import { htmlFiles, onPage } from "./pages"

/** The stylesheet as Gatsby inlines it: `<style data-href="/….css" data-identity="gatsby-global-css">…</style>`. */
const GATSBY_STYLE = /<style data-href="(\/[^"<>]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/

/** A font face as the minified stylesheet writes it (its block holds no other block). */
const FONT_FACE = /@font-face\{[^{}]*\}/g

/**
 * Whether a font face draws the site's copy: the local fallbacks (no character range) and
 * the faces whose range starts with the space and the ASCII letters. A face for the rest
 * of latin is fetched only for a page that has such a character, and comes with the file.
 */
const drawsCopy = (face: string) => !/unicode-range/i.test(face) || /unicode-range:\s*u\+0*20-/i.test(face)

/** Finds the rules of a stylesheet of `publicDir` that a page's markup uses. */
export function usedRulesFinder(publicDir: string): (href: string, body: string) => Promise<string> {
  const beasties = new Beasties({
    path: publicDir,
    publicPath: "/",
    // The source file stays whole: other pages and later states need its other rules.
    pruneSource: false,
    // The animations the used rules run come with them. The font faces that draw the copy
    // are added below: the rules name their families through custom properties, which
    // beasties does not follow, and text drawn in another face before the file arrives
    // would shift.
    inlineFonts: false,
    // Where a link to an anchor stops under the fixed header: the selector engine does not
    // match an attribute's bare presence, and a page opened at an anchor needs it at once.
    allowRules: ["[id]"],
    preloadFonts: false,
    keyframes: "critical",
    compress: true,
    logLevel: "warn",
  })
  // The copy's font faces of each stylesheet, read once for all the pages that link it.
  const faces = new Map<string, string>()
  const fontFaces = (href: string) => {
    if (!faces.has(href)) {
      const sheet = fs.readFileSync(path.join(publicDir, href), "utf8")
      faces.set(href, (sheet.match(FONT_FACE) ?? []).filter(drawsCopy).join(""))
    }
    return faces.get(href)!
  }
  return async (href, body) => {
    // Only the body and the document's root: the head's tags are not drawn.
    const page = await beasties.process(
      `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="${href}"></head>${body}</html>`,
    )
    const head = page.slice(0, page.indexOf("</head>"))
    const used = /<style>([\s\S]*?)<\/style>/.exec(head)
    if (!used) throw new Error(`beasties found no rule of ${href} that the page uses`)
    return fontFaces(href) + used[1]
  }
}

/** The stylesheet's file as this job links it at the end of the body. */
const LINKED_SHEET = /<link rel="stylesheet" href="\/[^"<>]+\.css"\/><\/body>/

/** The link at the end of a page's opening band as the page is rendered, without an address. */
const UNNAMED_SHEET = '<link rel="stylesheet"/>'

/**
 * The page with Gatsby's inline stylesheet replaced by the rules the page uses, and the
 * stylesheet's file linked at the end of the body and at the end of the opening band. A
 * page an earlier build split (Gatsby keeps unchanged pages) comes back as it is; a page with
 * neither means Gatsby inlines its styles in another way now, and stops the build rather
 * than ship the pages as they are.
 */
export async function splitPageStyle(
  html: string,
  usedRules: (href: string, body: string) => Promise<string>,
): Promise<string> {
  const inline = GATSBY_STYLE.exec(html)
  if (!inline) {
    if (LINKED_SHEET.test(html)) return html
    throw new Error(
      'no <style data-href="/….css" data-identity="gatsby-global-css"> of Gatsby\'s: its markup changed, see src/node/post-build/page-styles.ts',
    )
  }
  const href = inline[1]
  const bodyStart = html.indexOf("<body")
  const bodyEnd = html.lastIndexOf("</body>")
  const rules = await usedRules(href, html.slice(bodyStart, bodyEnd + "</body>".length))
  const sheet = `<link rel="stylesheet" href="${href}"/>`
  return (
    html.slice(0, inline.index) +
    `<style>${rules}</style>` +
    html.slice(inline.index + inline[0].length, bodyEnd).replaceAll(UNNAMED_SHEET, sheet) +
    sheet +
    html.slice(bodyEnd)
  )
}

/** Rewrites every page of `publicDir` with `splitPageStyle`. */
export async function splitPageStyles(publicDir: string): Promise<void> {
  const usedRules = usedRulesFinder(publicDir)
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const split = await onPage(file, () => splitPageStyle(html, usedRules))
    if (split !== html) fs.writeFileSync(file, split)
  }
}

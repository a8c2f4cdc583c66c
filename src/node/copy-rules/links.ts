/**
 * The checks that exist only in the built HTML: internal links and #anchors resolve,
 * every listed page is linked from another, and no listed page links to an unlisted one.
 */
import { pagePath } from "../../lib/navigation"
import type { BuiltPage } from "./built-page"

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//")

/** Where a link leads: a site path, the same page's #anchor, or the full external address. */
export function destinationOf(href: string): string {
  if (href.startsWith("#")) return href
  if (isInternal(href)) return pagePath(href)
  return href
}

/** Internal links whose address is not a page or file of the build, and #anchors with no target. */
export function brokenLinks(pages: BuiltPage[], exists: (path: string) => boolean): string[] {
  const problems: string[] = []
  for (const page of pages) {
    for (const link of page.links) {
      if (link.href.startsWith("#")) {
        const id = decodeURIComponent(link.href.slice(1))
        if (id && !page.ids.has(id)) problems.push(`${page.path}: link "${link.label}" → ${link.href}: no such anchor`)
      } else if (isInternal(link.href) && !exists(pagePath(link.href))) {
        problems.push(`${page.path}: link "${link.label}" → ${link.href} leads to no page`)
      }
    }
  }
  return problems
}

/** Content pages that no other content page links to. */
export function orphans(pages: BuiltPage[], contentPaths: readonly string[]): string[] {
  const content = new Set(contentPaths)
  const linked = new Set<string>()
  for (const page of pages) {
    if (!content.has(page.path)) continue
    for (const link of page.links) {
      if (isInternal(link.href) && pagePath(link.href) !== page.path) linked.add(pagePath(link.href))
    }
  }
  return contentPaths.filter((p) => !linked.has(p)).map((p) => `${p}: no other page links to it`)
}

/** Unlisted pages (landing, thank-you, sign-in, contest) that a listed page links to. */
export function listedLinksToUnlisted(
  pages: BuiltPage[],
  listed: readonly string[],
  unlisted: readonly string[],
): string[] {
  const hidden = new Set(unlisted)
  return pages
    .filter((p) => listed.includes(p.path))
    .flatMap((page) =>
      page.links
        .filter((l) => isInternal(l.href) && hidden.has(pagePath(l.href)))
        .map((l) => `${page.path}: link "${l.label}" → ${l.href} lists an unlisted page`),
    )
}

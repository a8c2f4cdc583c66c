/**
 * Where a page's opening band ends: a link to the site's whole stylesheet, in the body.
 *
 * A browser reading a page stops at a stylesheet linked in the body until the file has
 * arrived, and meanwhile draws what it has read. So a slow phone draws the top bar and the
 * opening band as soon as their HTML is in, and styles and lays out the rest of the page
 * once the file is in too; without this link it lays out the whole page before its first
 * paint. The file is the one the build links at the end of the body as well
 * (src/node/post-build/page-styles.ts): that link stays in the document as a visitor moves
 * between pages, this one only starts the download sooner.
 *
 * The page's HTML is rendered before the stylesheet's file is named, so the link is rendered
 * without an address and the build fills it in; in the browser it takes the address of the
 * link at the end of the body, so the markup drawn again is the markup the build wrote.
 */
import React from "react"

function wholeStylesheet(): string | undefined {
  if (typeof document === "undefined") return undefined
  return document.querySelector('body > link[rel="stylesheet"]')?.getAttribute("href") ?? undefined
}

export function FirstScreenEnd() {
  return <link rel="stylesheet" href={wholeStylesheet()} />
}

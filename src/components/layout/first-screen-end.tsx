/**
 * Where a page's opening band ends: a link to the site's whole stylesheet, in the body.
 *
 * A browser reading a page stops at a stylesheet linked in the body until the file has
 * arrived, and meanwhile draws what it has read. So a slow phone draws the top bar and the
 * opening band as soon as their HTML is in, and styles and lays out the rest of the page
 * once the file is in too; without this link it lays out the whole page before its first
 * paint. The file is the one the build links at the end of the body as well
 * (src/node/post-build/page-styles.ts), outside the app's root: that link stays in the
 * document as a visitor moves between pages, this one comes and goes with each page.
 *
 * A component cannot know the name the bundler gave the stylesheet's file, so the page is
 * rendered with this link unaddressed and the build fills the address in; in the browser it
 * takes the address of the link at the end of the body, so the markup drawn again is the
 * markup the build wrote.
 */
import React from "react"

function wholeStylesheet(): string | undefined {
  if (typeof document === "undefined") return undefined
  return document.querySelector('body > link[rel="stylesheet"]')?.getAttribute("href") ?? undefined
}

export function FirstScreenEnd() {
  return <link rel="stylesheet" href={wholeStylesheet()} />
}

/**
 * Where a page's opening band ends: a link to the site's whole stylesheet, in the body.
 *
 * A browser reading a page stops at a stylesheet linked in the body until the file has
 * arrived, and meanwhile draws what it has read. So a slow phone draws the top bar and the
 * opening band as soon as their HTML is in, and styles and lays out the rest of the page
 * once the file is in too; without this link it lays out the whole page before its first
 * paint. The file is the one the build links at the end of the body as well
 * (src/node/post-build/page-styles.ts), outside the app's root: that link stays in the
 * document as a visitor moves between pages.
 *
 * A component cannot know the name the bundler gave the stylesheet's file, so the link is
 * rendered without an address and the build writes the address into each page. The app's
 * first render keeps the attributes the page came with (hydration does not rewrite them),
 * and a page it draws after a move within the site gets the link without an address, which
 * loads nothing: the page was not read from HTML, so there is nothing to draw early.
 */
import React from "react"

export function FirstScreenEnd() {
  return <link rel="stylesheet" />
}

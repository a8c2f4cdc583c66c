/**
 * Preloads the font files every page draws before anything else: the bold heading face
 * and the regular and bold text face, each its file of the characters the site's copy
 * uses (src/styles/fonts.css). The browser holds the first paint briefly for
 * preloaded fonts, so the page usually appears in its own faces and nothing rewraps when
 * they arrive (bold text in a fallback font can be wide enough to push a button onto a
 * new line). The URLs are the same hashed files the @font-face rules in
 * src/styles/fonts.css name; the regular serif, used only for quotations, is not preloaded.
 */
import React from "react"
import type { GatsbySSR } from "gatsby"
import headingFont from "./src/fonts/source-serif-4-latin-700-normal-basic.woff2"
import textFont from "./src/fonts/atkinson-hyperlegible-next-latin-400-normal-basic.woff2"
import textBoldFont from "./src/fonts/atkinson-hyperlegible-next-latin-700-normal-basic.woff2"

const PRELOADED = [headingFont, textFont, textBoldFont]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents(
    PRELOADED.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  )
}

/**
 * Preloads the bold file of the heading face, which every page's headings use, so the
 * first paint usually has it and headings do not swap afterwards. The URL is the same
 * hashed file the @font-face rule in src/styles/fonts.css names; the text face loads from
 * its rules alone.
 */
import React from "react"
import type { GatsbySSR } from "gatsby"
import headingFont from "@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="heading-font" rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ])
}

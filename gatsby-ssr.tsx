/**
 * Preloads the two faces, the heading face first, so the first paint usually has them
 * already and nothing swaps afterwards. The URLs are the same hashed files the
 * @font-face rules in src/styles/fonts.css name.
 */
import React from "react"
import type { GatsbySSR } from "gatsby"
import headingFont from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2"
import textFont from "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="heading-font" rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="text-font" rel="preload" href={textFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ])
}

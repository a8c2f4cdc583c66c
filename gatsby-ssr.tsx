/**
 * The one script every page runs before it is drawn (`afterPaintHead`,
 * src/lib/deferred-scripts.ts): it turns the site's typefaces on right after the first
 * paint (at once for a browser that already holds them) and links the web app manifest
 * then, in place of the link gatsby-plugin-manifest puts in the head. The build lists
 * the script's hash in each page's Content-Security-Policy like every inline script.
 */
import React, { type ReactElement } from "react"
import type { GatsbySSR } from "gatsby"
import { afterPaintHead } from "./src/lib/deferred-scripts"

type HeadElement = ReactElement<{ rel?: string; href?: string }>

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as HeadElement[]
  const manifest = head.find((el) => el?.props?.rel === "manifest")
  const script = afterPaintHead(manifest?.props.href)
  replaceHeadComponents([
    <script key="after-paint" id="after-paint" dangerouslySetInnerHTML={{ __html: script }} />,
    ...head.filter((el) => el !== manifest),
  ])
}

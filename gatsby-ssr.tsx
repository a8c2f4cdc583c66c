/**
 * Each page's HTML rendered in one step, with the head tags react-helmet collected for it
 * (`replaceRenderer`). The head of every page, before anything is drawn:
 *  - one inline script (src/browser/inline-scripts/after-paint-head.ts) that holds taps made
 *    before the app takes over, and links the web app manifest after the first paint, in
 *    place of the link gatsby-plugin-manifest puts in the head;
 *  - a preload of the heading face (bold Source Serif 4, the file of the characters the
 *    copy uses) for wide screens only (`WIDE_SCREEN`);
 *  - a render-blocking `expect` link to the main content: the browser draws nothing until
 *    it has parsed the top bar whole. On a slow connection or a slow phone it may otherwise
 *    draw a frame in the middle of the bar's HTML, and the strip's phone link, set against
 *    the right edge, then moved left as its number arrived (a layout shift). The main
 *    content follows the bar, in the same first round trip as the head.
 * The build lists the script's hash in each page's Content-Security-Policy like every
 * inline script.
 * And the brand colours of data/site.json as the stylesheet's variables (`brandCss`), a
 * few hundred bytes of inline style. The file is part of this bundle, so a change to it
 * renders every page again.
 */
import React, { type ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { Helmet } from "react-helmet"
import type { GatsbySSR } from "gatsby"
import siteFile from "./data/site.json"
import headingFace from "./src/fonts/source-serif-4-latin-700-normal-basic.woff2"
import { brandCss } from "./src/lib/brand"
import { WIDE_SCREEN, withConfig } from "./src/browser/inline-scripts/config"
import { MAIN_ID } from "./src/components/layout/layout"
import { PageLanguage } from "./src/hooks/use-language"

/** The head script, compiled by the build and given to this bundle (src/node/webpack-config.ts). */
declare const __AFTER_PAINT_HEAD__: string

type HeadElement = ReactElement<{ rel?: string; href?: string; name?: string }>

/**
 * Each page's body is rendered in one step, and the head tags its `Seo` gave react-helmet
 * are taken at once. Gatsby renders two pages side by side in each of its processes, and
 * react-helmet keeps the tags of what it rendered last in one global: a page rendered as a
 * stream, its tags read later, could take the other page's tags, or none. Nothing on a page
 * waits for code while the HTML is built (src/components/seo/helmet.server.ts), so the
 * one-step render holds the whole page.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
  setBodyAttributes,
}) => {
  replaceBodyHTMLString(renderToString(bodyComponent as ReactElement))
  const head = Helmet.renderStatic()
  setHtmlAttributes(head.htmlAttributes.toComponent())
  setBodyAttributes(head.bodyAttributes.toComponent())
  // Each is a list of elements, as react-helmet gives it.
  setHeadComponents([
    head.title.toComponent(),
    head.link.toComponent(),
    head.meta.toComponent(),
    head.script.toComponent(),
  ])
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<style key="brand" dangerouslySetInnerHTML={{ __html: brandCss(siteFile.en.brand) }} />])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as HeadElement[]
  const manifest = head.find((el) => el?.props?.rel === "manifest")
  const manifestHref = manifest?.props.href
  replaceHeadComponents([
    <script
      key="after-paint"
      id="after-paint"
      dangerouslySetInnerHTML={{ __html: withConfig(__AFTER_PAINT_HEAD__, { manifestHref: manifestHref ?? null }) }}
    />,
    <link key="bar-first" rel="expect" href={`#${MAIN_ID}`} blocking="render" />,
    <link
      key="heading-face"
      rel="preload"
      href={headingFace}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
      media={WIDE_SCREEN}
    />,
    // Gatsby's generator tag (the framework and its version) is of no use to a visitor.
    ...head.filter((el) => el !== manifest && el?.props?.name !== "generator"),
  ])
}

/** Each page within its language (its context's, src/hooks/use-language.tsx). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageLanguage context={props.pageContext}>{element}</PageLanguage>
)

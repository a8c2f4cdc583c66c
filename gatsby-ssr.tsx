/**
 * The one script every page runs before it is drawn: it turns the site's typefaces on
 * right after the first paint, or at once for a browser that already holds them
 * (`webFontsSwitch`, src/lib/deferred-scripts.ts). The build lists its hash in each
 * page's Content-Security-Policy like every inline script.
 */
import React from "react"
import type { GatsbySSR } from "gatsby"
import { webFontsSwitch } from "./src/lib/deferred-scripts"

const WEB_FONTS_SWITCH = webFontsSwitch()

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="web-fonts" id="web-fonts" dangerouslySetInnerHTML={{ __html: WEB_FONTS_SWITCH }} />])
}

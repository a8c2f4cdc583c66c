/**
 * The third-party origins the pages' Content-Security-Policy allows, worked out once from
 * data/site.json's embeds and the build's GATSBY_* settings, the same values the
 * components read. Every page allows them all: a move within the app keeps the first
 * document's policy, so the page moved to must find its embeds allowed. An unset embed or
 * setting allows nothing.
 */
import type { CspDirective, CspNeeds } from "../../lib/csp"
import { originOf } from "../../lib/csp"
import type { ENV } from "../../lib/env"
import { META_PIXEL_ORIGIN, META_PIXEL_SCRIPT } from "../../lib/tracking"
import type { SiteData } from "../site"

/** The build's GATSBY_* settings, as src/lib/env.ts reads them. */
export type BuildEnv = typeof ENV

/** The addresses a directive needs, as origins, sorted and without repeats or empty values. */
function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))].sort()
}

/**
 * What the embeds of data/site.json load: the video player (facades, cards, playlist), the
 * video thumbnails (testimonial cards), the map, booking and reviews frames, and the
 * forms' frames and script once any form has an id.
 */
function embedAddresses(embeds: SiteData["embeds"]): Partial<Record<CspDirective, string[]>> {
  // The survey download's id is sent with a record to GATSBY_SURVEY_FORM_URL; it shows no form.
  const { surveyDownload: _record, ...framed } = embeds.forms
  const anyForm = Object.values(framed).some(Boolean)
  return {
    frame: [
      embeds.videoPlayerOrigin,
      embeds.mapEmbedUrl,
      embeds.bookingWidgetUrl,
      embeds.reviewsWidgetUrl,
      anyForm ? embeds.formOrigin : "",
    ],
    script: [anyForm ? embeds.formScriptUrl : ""],
    img: [embeds.videoThumbnailOrigin],
  }
}

/**
 * What the build's settings load: the calculators', the request forms' and the lead magnets' webhooks, and on the
 * blueprint thank-you page the tracking script and the ad pixel (its script and beacons).
 */
function envAddresses(env: BuildEnv): Partial<Record<CspDirective, string[]>> {
  const pixel = Boolean(env.metaPixelId)
  return {
    script: [env.trackingScript, pixel ? META_PIXEL_SCRIPT : ""],
    img: [pixel ? META_PIXEL_ORIGIN : ""],
    connect: [
      env.goalEmailWebhook,
      env.goalSubmitWebhook,
      env.compEmailWebhook,
      env.compSubmitWebhook,
      env.quoteWebhook,
      env.requestInfoWebhook,
      env.surveyFormRecord,
      env.blueprintWebhook,
      env.fireTrigger,
      pixel ? META_PIXEL_ORIGIN : "",
    ],
  }
}

/** Every third-party origin any page may load, by directive, sorted and without repeats. */
export function policyOrigins(embeds: SiteData["embeds"], env: BuildEnv): CspNeeds {
  const fromEmbeds = embedAddresses(embeds)
  const fromEnv = envAddresses(env)
  const directive = (d: CspDirective) => originsOf([...(fromEmbeds[d] ?? []), ...(fromEnv[d] ?? [])])
  return {
    frame: directive("frame"),
    script: directive("script"),
    img: directive("img"),
    connect: directive("connect"),
  }
}

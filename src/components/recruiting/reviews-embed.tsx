/** The reviews widget (site.json embeds.reviewsWidgetUrl), with a link to the reviews page as fallback. */
import React from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { IframeEmbed } from "../embeds/iframe-embed"

export function ReviewsEmbed({ height = 600 }: { height?: number }) {
  const { embeds, links } = useSiteConfig()
  return (
    <IframeEmbed
      src={embeds.reviewsWidgetUrl}
      title="Reviews of our agency"
      height={height}
      fallbackHref={links.reviews}
      fallbackLabel="Read our reviews"
    />
  )
}

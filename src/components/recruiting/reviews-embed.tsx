/**
 * The reviews widget (site.json embeds.reviewsWidgetUrl), with a link to the reviews page
 * as fallback. A reviews section has nothing to say without reviews, so it shows only
 * when the widget is set up (useReviewsShown).
 */
import React from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { useSharedWords } from "../../hooks/use-navigation"
import { IframeEmbed } from "../embeds/iframe-embed"
import { Section } from "../ui/section"

/** Whether the agency has set up its reviews widget. */
export function useReviewsShown(): boolean {
  return Boolean(useSiteConfig().embeds.reviewsWidgetUrl)
}

export function ReviewsEmbed({ height = 600 }: { height?: number }) {
  const { embeds, links } = useSiteConfig()
  const words = useSharedWords()
  if (!embeds.reviewsWidgetUrl) return null
  return (
    <IframeEmbed
      src={embeds.reviewsWidgetUrl}
      title={words.reviews}
      height={height}
      fallbackHref={links.reviews}
      fallbackLabel={words.readReviews}
    />
  )
}

/** A page's reviews section (heading, intro, widget), or nothing when the widget is not set up. */
export function ReviewsSection({
  heading,
  intro,
  tone,
}: {
  heading: string
  intro: string
  tone?: React.ComponentProps<typeof Section>["tone"]
}) {
  if (!useReviewsShown()) return null
  return (
    <Section tone={tone} heading={{ id: "reviews-heading", text: heading }}>
      <p>{intro}</p>
      <ReviewsEmbed />
    </Section>
  )
}

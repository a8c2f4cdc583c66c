/**
 * What `useStaticQuery` returns in unit tests: one object holding the root fields of
 * every static query in src/, built from the real files in data/. Each query reads its
 * own fields from it. Add a field here when a component adds a static query.
 */
import siteJson from "../../data/site.json"
import quoteJson from "../../data/quote.json"
import videosJson from "../../data/videos.json"
import navigationJson from "../../data/navigation.json"
import legalJson from "../../data/legal.json"

export const staticQueryData: Record<string, unknown> = {
  siteJson,
  // FreeQuoteCard (src/components/quote/free-quote-card.tsx)
  quoteJson,
  // useVideoStructuredData (src/hooks/use-video-structured-data.ts)
  videosJson,
  // useNavigation (src/hooks/use-navigation.ts): the menu, the footer and the opt-out label
  navigationJson,
  legalJson,
  site: { siteMetadata: { siteUrl: siteJson.siteUrl } },
}

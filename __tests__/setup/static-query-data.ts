/**
 * What `useStaticQuery` returns in unit tests: one object holding the root fields of
 * every static query in src/, built from the real files in data/. Each query reads its
 * own fields from it. Add a field here when a component adds a static query.
 *
 * A file in English and Spanish reads as its English, with the same text in Spanish under
 * `es` (the static queries ask for `es: inLanguage(language: es)`); the Spanish's fact
 * tokens stay unfilled here, as the English's do.
 */
import site from "../../data/site.json"
import quote from "../../data/quote.json"
import videosJson from "../../data/videos.json"
import navigation from "../../data/navigation.json"
import legal from "../../data/legal.json"
import fs from "fs"
import path from "path"
import { overEnglish } from "../../src/node/schema/languages"
import { spanishPages } from "../../src/lib/routes"

/** A file in two languages as its static query reads it: the English, and the Spanish under `es`. */
function inBothLanguages<T extends object>(file: { en: T; es?: unknown }): T & { es: T } {
  return { ...file.en, es: overEnglish(file.en, file.es) as T }
}

const siteJson = inBothLanguages(site)

/** The Spanish of each file of data/ in English and Spanish, as the build reads it. */
const DATA = path.resolve(__dirname, "../../data")
const spanishOfFiles = fs
  .readdirSync(DATA)
  .filter((file) => file.endsWith(".json"))
  .map((file) => ({
    file,
    spanish: (JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as { es?: unknown }).es,
  }))

export const staticQueryData: Record<string, unknown> = {
  siteJson,
  // FreeQuoteCard (src/components/quote/free-quote-card.tsx), QuoteRequestForm
  quoteJson: inBothLanguages(quote),
  // useVideoStructuredData (src/hooks/use-video-structured-data.ts)
  videosJson,
  // useNavigation (src/hooks/use-navigation.ts): the menu, the footer and the opt-out label
  navigationJson: inBothLanguages(navigation),
  legalJson: inBothLanguages(legal),
  site: { siteMetadata: { siteUrl: siteJson.siteUrl } },
  // The frame (use-site-config.ts): the pages built in Spanish too
  spanishPages: { paths: spanishPages(spanishOfFiles, site.en) },
}

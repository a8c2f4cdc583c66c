/**
 * Head tags for every page through react-helmet; gatsby-ssr.tsx renders them into the
 * built HTML, so crawlers and link previews see them without JavaScript.
 *
 * In the browser the built head is already right for the page the document was loaded
 * for, so react-helmet is not part of the JavaScript a page loads: it is fetched when the
 * visitor first moves to another page within the app, and from then on keeps the head in
 * step with every page, the first one included.
 */
import React, { Suspense, startTransition, useEffect, useState } from "react"
import { graphql } from "gatsby"
import { useSiteConfig, useSpanishPages } from "../../hooks/use-site-config"
import { defaultPreviewImage, type PreviewImage } from "../../lib/preview-image"
import { Helmet } from "./helmet"
import { useLanguage } from "../../hooks/use-language"
import { LANGUAGE_TAGS, LOCALES } from "../../lib/languages"
import { languageVersions } from "../../lib/routes"

/** The address the document was loaded for, whose built head needs no managing. */
const documentPath = typeof window === "undefined" ? null : window.location.pathname
/** Whether the visitor has moved to another page within the app since the document loaded. */
let moved = false

/**
 * True when rendering the built HTML, and in the browser once the visitor has moved away
 * from the page the document was loaded for (coming back to it included). The switch is a
 * transition for React (the unit tests), which hydrates the (empty) boundary below first
 * and would throw that part away for a plain update reaching it before then (its
 * recoverable error 421); Preact, which the browser runs, makes it a plain update.
 */
function useHeadManaged(path: string): boolean {
  const [managed, setManaged] = useState(typeof window === "undefined")
  useEffect(() => {
    if (window.location.pathname !== documentPath) moved = true
    if (moved) startTransition(() => setManaged(true))
  }, [path])
  return managed
}

export type SeoProps = {
  /** Page title; the company name is appended. */
  title: string
  description: string
  /** Path of this page, e.g. "/faq". */
  path: string
  /** Path to use as canonical when it differs (e.g. /reviews → /testimonials). */
  canonicalPath?: string
  /** The picture of link previews with its alt text; the agency's default picture without one. */
  image?: PreviewImage
  noindex?: boolean
}

/** A path of the site (or an address already absolute) as the absolute address search engines read. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
  return `${siteUrl}${pathOrUrl === "/" ? "" : pathOrUrl}` || siteUrl
}

export function Seo({ title, description, path, canonicalPath, image, noindex }: SeoProps) {
  const site = useSiteConfig()
  const language = useLanguage()
  const fullTitle = title.includes(site.companyName) ? title : `${title} | ${site.companyName}`
  const canonical = absoluteUrl(site.siteUrl, canonicalPath ?? path)
  const spanishPages = useSpanishPages()
  const versions = noindex ? [] : languageVersions(path, spanishPages)
  const preview = image ?? defaultPreviewImage(site)
  const ogImage = absoluteUrl(site.siteUrl, preview.src)
  // The boundary is rendered in both, so the built HTML and the first render in the
  // browser match; only its content waits.
  const managed = useHeadManaged(path)
  if (!managed) return <Suspense fallback={null} />
  return (
    <Suspense fallback={null}>
      <Helmet htmlAttributes={{ lang: LANGUAGE_TAGS[language] }}>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={canonical} />
        {versions.map((version) => (
          <link
            key={version.hreflang}
            rel="alternate"
            hrefLang={version.hreflang}
            href={absoluteUrl(site.siteUrl, version.path)}
          />
        ))}
        {noindex ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.companyName} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={LOCALES[language].replace("-", "_")} />
        <meta property="og:image" content={ogImage} />
        <meta property="og:image:alt" content={preview.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={ogImage} />
        <meta name="twitter:image:alt" content={preview.alt} />
      </Helmet>
    </Suspense>
  )
}

/**
 * A page's JSON-LD, at the end of its body: crawlers read it anywhere in the page, and in
 * the head it would push the start of the body out of a new connection's first round trip.
 * A "<" in the data is escaped, so no text can close the script.
 */
export function StructuredData({ items }: { items: readonly object[] }) {
  return items.map((item, i) => (
    <script
      key={i}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, "\\u003c") }}
    />
  ))
}

/** A page's search title and description, as every data file declares them (the Seo shape). */
export const query = graphql`
  fragment PageSeo on Seo {
    title
    description
  }
`

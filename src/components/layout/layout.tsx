/**
 * The frame of every page: head tags, skip link, fixed top bar, main content inside an
 * error boundary, and the footer. Pages pass their SEO fields and render their sections.
 */
import React, { useMemo } from "react"
import "../../styles/global.css"
import { absoluteUrl, Seo, StructuredData, type SeoProps } from "../seo/seo"
import { ErrorBoundary } from "./error-boundary"
import { Footer } from "./footer"
import { NavBar } from "./nav-bar"
import { useNavigation } from "../../hooks/use-navigation"
import { useSiteConfig, useSpanishPages } from "../../hooks/use-site-config"
import { DisclosureProvider } from "../ui/disclosed-text"
import * as styles from "./layout.module.css"
import { useLanguage } from "../../hooks/use-language"
import { useLocalHref } from "../ui/site-link"
import { languageVersions } from "../../lib/routes"
import { webPage } from "../../lib/structured-data"

export type LayoutProps = SeoProps & {
  children: React.ReactNode
  /** Hide the shared header and footer (for pages that have a frame of their own, such as the dark recruiting landing). */
  bare?: boolean
  /** JSON-LD objects (built from data, never from visitor input), drawn at the end of the body. */
  jsonLd?: object[]
}

/**
 * The id of every page's main content: the skip link's target, and the element whose parsing
 * lets the browser draw the page's first frame (gatsby-ssr.tsx), once the top bar before it
 * is whole.
 */
export const MAIN_ID = "main"

export function Layout({ children, bare = false, jsonLd = [], ...seo }: LayoutProps) {
  const navigation = useNavigation()
  const language = useLanguage()
  const local = useLocalHref()
  const spanishPages = useSpanishPages()
  const { notices, siteUrl } = useSiteConfig()
  const disclosures = useMemo(
    () => ({
      typicalEarnings: [notices.typicalEarnings, notices.typicalEarningsUnpublished],
      leadTerms: [notices.leadTerms],
      gradedBenefit: [notices.gradedBenefit],
    }),
    [notices],
  )
  // A page in two languages says in its structured data which of them this one is in.
  const inTwoLanguages = languageVersions(seo.path, spanishPages).length > 0 && !seo.noindex
  const structuredData = inTwoLanguages
    ? [...jsonLd, webPage(absoluteUrl(siteUrl, seo.path), seo.title, language)]
    : jsonLd
  return (
    <>
      <Seo {...seo} />
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        {navigation.skipLink}
      </a>
      {bare ? null : <NavBar path={seo.path} />}
      <main id={MAIN_ID} tabIndex={-1} className={bare ? styles.mainBare : styles.main}>
        <ErrorBoundary words={navigation.errorScreen} home={local("/")}>
          <DisclosureProvider path={seo.path} texts={disclosures} seeAbove={notices.seeAbove}>
            {children}
          </DisclosureProvider>
        </ErrorBoundary>
      </main>
      {bare ? null : <Footer />}
      <StructuredData items={structuredData} />
    </>
  )
}

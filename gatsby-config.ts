/**
 * Plugins and site metadata. The identity comes from data/site.json (checked here too,
 * so a broken file fails before anything else runs); SITE_URL overrides the address.
 */
import fs from "fs"
import path from "path"
import type { GatsbyConfig } from "gatsby"
import { jsonTypeName } from "./src/node/json-type-name"
import { readSite } from "./src/node/site"
import { manifestColours } from "./src/lib/brand"
import { iconSvg } from "./src/lib/logo-mark"
import { languageVersions, sitemapExcludes, siteRoutes } from "./src/lib/routes"

const site = readSite(path.resolve(__dirname, "data"))
const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")

/**
 * The icon the favicon and app icons are made from, drawn from the brand colours. Written
 * here because gatsby-plugin-manifest reads it before any gatsby-node hook runs, and
 * outside .cache and public/, which Gatsby may empty before that. Written only when it
 * changed, and by renaming, since several processes read this file.
 */
function writeIcon(svg: string): string {
  const file = path.resolve(__dirname, "node_modules/.cache/site-icon/icon.svg")
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === svg) return file
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}`
  fs.writeFileSync(partial, svg)
  fs.renameSync(partial, file)
  return file
}

/** What the sitemap's query reads, and a page as its serializer takes it. */
type SitemapQuery = { allSitePage: { nodes: { path: string }[] }; spanishPages: { paths: string[] } | null }
type SitemapPage = { path: string; spanish: readonly string[] }

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.companyName,
    description: site.description,
    siteUrl,
  },
  trailingSlash: "never",
  // Every build writes the query types to src/gatsby-types.d.ts, except two: the end-to-end
  // suite's runs beside the type check that reads that file, so it writes them elsewhere
  // (GRAPHQL_TYPES_PATH) for a test to compare; builds of throwaway copies skip them
  // (GRAPHQL_TYPEGEN=off).
  graphqlTypegen: {
    generateOnBuild: process.env.GRAPHQL_TYPEGEN !== "off",
    typesOutputPath: process.env.GRAPHQL_TYPES_PATH || "src/gatsby-types.d.ts",
  },
  plugins: [
    "gatsby-plugin-preact",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.resolve(__dirname, "data") },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.companyName,
        short_name: site.companyName.split(" ").slice(0, 2).join(" "),
        description: site.description,
        start_url: "/",
        ...manifestColours(site.brand),
        display: "standalone",
        icon: writeIcon(iconSvg(site.brand)),
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Unlisted pages (ad and job-board landings, thank-you pages, the sign-in, the contest)
        // are reached from an ad, a form or a meeting, not by browsing or searching.
        excludes: sitemapExcludes(siteRoutes(site)),
        // robots.txt names the sitemap for crawlers; a link in every page's head would only
        // add to the bytes before the first paint.
        createLinkInHead: false,
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path } } spanishPages { paths } }`,
        // In the order of their addresses: Gatsby lists a page it made again (a trip that
        // changed) last, and a build that keeps the cache must write what a clean one does.
        // Each page carries the list of pages built in Spanish too, for its alternates.
        resolvePages: ({ allSitePage, spanishPages }: SitemapQuery) =>
          [...allSitePage.nodes]
            .sort((a, b) => a.path.localeCompare(b.path))
            .map((page) => ({ ...page, spanish: spanishPages?.paths ?? [] })),
        // A page in English and Spanish lists both, and the English as the default.
        serialize: ({ path: page, spanish }: SitemapPage) => ({
          url: page,
          links: languageVersions(page, spanish).map((version) => ({ lang: version.hreflang, url: version.path })),
        }),
      },
    },
  ],
}

export default config

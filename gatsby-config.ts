/**
 * Plugins and site metadata. The identity comes from data/site.json (checked here too,
 * so a broken file fails before anything else runs); SITE_URL overrides the address.
 */
import path from "path"
import type { GatsbyConfig } from "gatsby"
import { jsonTypeName } from "./src/node/json-type-name"
import { readSite } from "./src/node/site"
import { siteRoutes } from "./src/lib/routes"

const site = readSite(path.resolve(__dirname, "data"))
const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.companyName,
    description: site.description,
    siteUrl,
  },
  trailingSlash: "never",
  // Every build rewrites the query types (src/gatsby-types.d.ts), except the end-to-end
  // suite's, which runs beside the type check that reads them (GRAPHQL_TYPEGEN=off).
  graphqlTypegen: { generateOnBuild: process.env.GRAPHQL_TYPEGEN !== "off" },
  plugins: [
    "gatsby-plugin-react-helmet",
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
        background_color: "#fbf8f3",
        theme_color: "#16304f",
        display: "standalone",
        icon: "src/images/icon.png",
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Unlisted pages (ad and job-board landings, thank-you pages, the sign-in, the contest)
        // are reached from an ad, a form or a meeting, not by browsing or searching.
        excludes: [
          ...siteRoutes(site)
            .filter((route) => !route.listed)
            .map((route) => route.path),
          "/404",
          "/404.html",
          "/dev-404-page",
        ],
      },
    },
  ],
}

export default config

/**
 * Plugins and site metadata. The identity comes from data/site.json (checked here too,
 * so a broken file fails before anything else runs); SITE_URL overrides the address.
 */
import path from "path"
import type { GatsbyConfig } from "gatsby"
import { jsonTypeName } from "./src/node/json-type-name"
import { readSite } from "./src/node/site"

const site = readSite(path.resolve(__dirname, "data"))
const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.companyName,
    description: site.description,
    siteUrl,
  },
  trailingSlash: "never",
  graphqlTypegen: { generateOnBuild: true },
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
  ],
}

export default config

/**
 * react-helmet as the built HTML is rendered with it: at once. gatsby-ssr.tsx renders each
 * page in one step (`replaceRenderer`), which cannot wait for code to load.
 */
export { Helmet } from "react-helmet"

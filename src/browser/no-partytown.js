/**
 * Stands in for @builder.io/partytown/integration in the browser bundles. Gatsby's
 * built-in Partytown support injects its snippet only in `gatsby develop`, for
 * off-main-thread scripts this site does not use, yet the snippet (about 1 KB compressed)
 * would ship in every page's production JavaScript. src/node/webpack-config.ts aliases it
 * here.
 */
exports.partytownSnippet = () => ""

/**
 * Stands in for Gatsby's service-worker registration in the browser bundles. Gatsby
 * requires it only when a plugin asks for a service worker, and this site has none, yet
 * the code would ship in every page's production JavaScript. src/node/webpack-config.ts
 * swaps it in.
 */

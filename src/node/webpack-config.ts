/**
 * Gatsby's webpack configuration, changed for this site (gatsby-node.ts's
 * onCreateWebpackConfig): smaller pages (short class names, chunk files named by
 * content, no Partytown or service-worker code), code compiled while it downloads, fonts
 * always as files, no source maps, the server bundle given the compiled head script
 * and the CSS file names, so a change to either renders every page again, and a cache
 * whose validity is checked by hashing a few files (src/node/webpack-cache.ts), and no
 * bundle of an earlier build left in public/ (src/node/stale-bundles.ts).
 */
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { Compilation, NormalModuleReplacementPlugin } from "webpack"
import { CssNamesInServerHash } from "./css-names-in-server-hash"
import { StaleBundlesRemoved } from "./stale-bundles"
import { compiledScript } from "./inline-scripts"
import { type FilesystemCache, hashBuildDependencies, LoadersLeftToLockFile, steadyDefinitions } from "./webpack-cache"

/**
 * Production class names of CSS Modules: a short hash instead of Gatsby's
 * `file-module--class--hash`, which repeats in every class attribute of the HTML and in
 * the JavaScript that maps names to classes. The browser bundles and the HTML renderer
 * must name classes alike, so both stages set it. Letters and digits only (base 62): a
 * base-64 hash's "+" needs escaping in every selector, and the selector engine that picks
 * each page's own rules (src/node/post-build/page-styles.ts) misreads one at a
 * selector's end.
 */
function shortenCssModuleNames(rules: unknown): void {
  if (Array.isArray(rules)) return rules.forEach(shortenCssModuleNames)
  if (!rules || typeof rules !== "object") return
  const rule = rules as { oneOf?: unknown; rules?: unknown; use?: unknown; loader?: unknown; options?: unknown }
  shortenCssModuleNames(rule.oneOf)
  shortenCssModuleNames(rule.rules)
  shortenCssModuleNames(rule.use)
  const options = rule.options as { modules?: { localIdentName?: string } } | undefined
  if (typeof rule.loader === "string" && rule.loader.includes("css-loader") && options?.modules?.localIdentName) {
    options.modules.localIdentName = "_[hash:base62:6]"
  }
}

/**
 * Font files are always files: Gatsby inlines small ones as data: URLs, which the pages'
 * Content-Security-Policy (`font-src 'self'`) refuses and which no preload can share.
 */
function neverInlineFonts(rules: unknown): void {
  if (!Array.isArray(rules)) return
  for (const rule of rules as { test?: unknown; use?: unknown; oneOf?: unknown }[]) {
    neverInlineFonts(rule.oneOf)
    if (!(rule.test instanceof RegExp) || !rule.test.test("face.woff2") || !Array.isArray(rule.use)) continue
    for (const use of rule.use as { loader?: string; options?: Record<string, unknown> }[]) {
      if (use.loader?.includes("url-loader")) use.options = { ...use.options, limit: false }
    }
  }
}

export function configureWebpack({ stage, getConfig, actions, plugins }: CreateWebpackConfigArgs, rootDir: string) {
  const config = getConfig()
  if (config.cache?.type === "filesystem") {
    hashBuildDependencies(config.cache as FilesystemCache, rootDir)
    config.plugins = [...(config.plugins ?? []), new LoadersLeftToLockFile()]
  }
  steadyDefinitions(config.plugins ?? [])
  neverInlineFonts(config.module?.rules)
  if (stage === "build-html" || stage === "develop-html") {
    // The head script every page renders (gatsby-ssr.tsx), compiled here because the server
    // bundle cannot run esbuild; a change to it changes the bundle, so every page renders again.
    config.plugins = [
      ...(config.plugins ?? []),
      plugins.define({ __AFTER_PAINT_HEAD__: JSON.stringify(compiledScript("after-paint-head")) }),
      // The built HTML renders the head tags at once (src/components/seo/helmet.server.ts).
      new NormalModuleReplacementPlugin(/^\.\/helmet$/, (resource: { context: string; request: string }) => {
        if (path.basename(resource.context) === "seo") resource.request = "./helmet.server"
      }),
    ]
  }
  if (stage === "build-html") {
    shortenCssModuleNames(config.module?.rules)
    // A change to CSS alone renders every page's HTML again, with the new rules inline.
    config.plugins = [...(config.plugins ?? []), new CssNamesInServerHash(path.join(rootDir, "public"))]
  }
  if (stage !== "build-javascript") {
    actions.replaceWebpackConfig(config)
    return
  }
  shortenCssModuleNames(config.module?.rules)
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name !== "MiniCssExtractPlugin") continue
    // CSS Modules are scoped per component, so the order in which chunks list them cannot
    // change a page's styles; silence mini-css-extract's "conflicting order" warnings.
    plugin.options.ignoreOrder = true
    // Named by content alone, as the JavaScript chunks below.
    plugin.options.chunkFilename = "[contenthash:16].css"
  }
  // No source maps in public/: they would publish the source. `npm run develop` keeps its own.
  config.devtool = false
  // Chunk files named by their content alone: the webpack runtime every page loads lists
  // every chunk's file name, and the component names in them only made that list longer.
  config.output = { ...config.output, chunkFilename: "[contenthash:16].js" }
  // Gatsby's Partytown snippet is used only by `gatsby develop`, and its service-worker
  // registration only with an offline plugin: keep both out of every page.
  config.resolve = {
    ...config.resolve,
    alias: {
      ...config.resolve?.alias,
      "@builder.io/partytown/integration": path.resolve("src/browser/no-partytown.js"),
    },
  }
  config.plugins.push(
    plugins.normalModuleReplacement(
      /[\\/]register-service-worker(\.js)?$/,
      path.resolve("src/browser/no-service-worker.js"),
    ),
  )
  // A cached build removes the bundles of the build before it that this one replaced.
  config.plugins.push(new StaleBundlesRemoved())
  // Every script asks V8 to compile all its functions while it downloads, off the main
  // thread, instead of one by one on the main thread the first time each runs: the first tap
  // of a visit otherwise waits while React's event and render code compiles. The hint must
  // be the file's first line, so it is added after minification (which drops comments).
  config.plugins.push(
    plugins.banner({
      banner: "//# allFunctionsCalledOnLoad",
      raw: true,
      test: /\.js$/,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }),
  )
  actions.replaceWebpackConfig(config)
}

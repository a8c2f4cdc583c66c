/**
 * The inline scripts, compiled from their TypeScript modules when the build runs. The
 * modules are page code and live in src/browser/inline-scripts/; this compiler runs esbuild,
 * so it stays with the build. esbuild bundles each module with after-paint.ts and minifies
 * it; the build then gives it its config (`withConfig`, config.ts beside the modules). Each
 * module is compiled once per process: every page shares the compiled text, and the same
 * text always comes out (each page's Content-Security-Policy lists the hash of the whole script).
 */
import path from "path"
import { buildSync, type BuildOptions } from "esbuild"
import { withConfig } from "../browser/inline-scripts/config"

/** A module of src/browser bundled into one script's text (nothing written, no license comments). */
export function compileBrowserModule(
  entry: string,
  options: Pick<BuildOptions, "minify" | "format" | "target" | "define">,
) {
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    legalComments: "none",
    logLevel: "silent",
    ...options,
  })
  return outputFiles[0].text.trim()
}

/** The inline scripts, by module name. */
export type InlineScript = "deferred-bundles" | "after-paint-head"

const compiled = new Map<InlineScript, string>()

/**
 * The module's code, without a wrapper of its own: its statements, which read `CONFIG`,
 * are what `withConfig` wraps in the function that gives it. Browsers from 2017 on run it.
 */
export function compiledScript(name: InlineScript): string {
  let code = compiled.get(name)
  if (code === undefined) {
    code = compileBrowserModule(path.join(__dirname, "../browser/inline-scripts", `${name}.ts`), {
      minify: true,
      // Plain statements (the bundle imports and exports nothing): `withConfig` adds the function around them.
      format: "esm",
      target: "es2017",
    })
    compiled.set(name, code)
  }
  return code
}

/** The script that adds `bundles` (same-origin URLs) as async scripts once the first paint is on screen. */
export function deferredBundlesScript(bundles: readonly string[]): string {
  return withConfig(compiledScript("deferred-bundles"), { bundles })
}

/**
 * The browser editor's configuration (Decap CMS), generated from the collections: every
 * kind of data file becomes a collection of the editor, every field of its zod schema a
 * field of the editor, so nothing is declared twice and nothing can go stale. Written to
 * public/admin/config.yml by the build (src/node/cms/admin.ts). This file holds the
 * configuration's top-level settings (where the editor saves, how it publishes) around
 * the collections of decap-collections.ts, whose fields decap-fields.ts makes.
 */
import type { Feature } from "../feature-type"
import { DECAP_I18N, decapCollections } from "./decap-collections"

/** Where the editor saves, from the build's environment (src/node/cms/settings.ts). */
export type CmsSettings = {
  /** GitHub repository, owner/name. */
  repo: string
  branch: string
  /** Address of the OAuth service that signs editors in to GitHub. */
  oauthUrl: string
  oauthEndpoint: string
  /** The site's public address. */
  siteUrl: string
  /** decap-server's API, when the editor runs on this machine (npm run cms). */
  localBackend?: string
}

/**
 * The whole configuration. Saves go to GitHub through the editorial workflow (a draft is
 * a branch and a pull request; publishing merges it), and the host builds the site from
 * the branch on every push. With `localBackend`, the editor on this machine saves to the
 * working copy through decap-server instead (Decap uses it only on localhost).
 */
export function decapConfig(features: readonly Feature[], settings: CmsSettings): Record<string, unknown> {
  const config: Record<string, unknown> = {
    backend: {
      name: "github",
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.oauthUrl,
      auth_endpoint: settings.oauthEndpoint,
      squash_merges: true,
    },
    publish_mode: "editorial_workflow",
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    // Every image field names its own folder (imageField); this one is only what the Media
    // page lists and where an upload made there lands: the portraits, the pictures most
    // often replaced.
    media_folder: "data/people",
    public_folder: "people",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // Files in two languages are edited side by side, English and Spanish (decap-collections.ts).
    i18n: DECAP_I18N,
    collections: decapCollections(features),
  }
  if (settings.localBackend) config.local_backend = { url: settings.localBackend }
  return config
}

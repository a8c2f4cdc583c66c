/**
 * Where the browser editor saves, read from the build's environment (the host's build
 * settings), with defaults that work on Netlify with its GitHub sign-in:
 *
 * - CMS_GITHUB_REPO: owner/name of the GitHub repository. Default: Netlify's
 *   REPOSITORY_URL, else the repository's `origin` remote when it is on GitHub.
 * - CMS_BRANCH: the branch the site is built from (default main).
 * - CMS_OAUTH_URL, CMS_OAUTH_ENDPOINT: the OAuth service that signs editors in to
 *   GitHub. Default on Cloudflare Pages (its build sets CF_PAGES): the site itself, whose
 *   functions/api/auth.ts starts the sign-in (the site's address and api/auth); elsewhere
 *   https://api.netlify.com and auth, Netlify's own.
 * - CMS_LOCAL_BACKEND: decap-server's API address, set by `npm run cms` (and by the
 *   end-to-end tests); `gatsby develop` uses http://127.0.0.1:8081/api/v1 without it.
 */
import { execFileSync } from "child_process"
import type { CmsSettings } from "./decap-config"

/** decap-server's default address, bound to this machine only (npm run cms). */
export const DEFAULT_LOCAL_BACKEND = "http://127.0.0.1:8081/api/v1"

/** The repository when nothing names it: the editor shows its sign-in, and the build says what to set. */
export const UNSET_REPO = "OWNER/REPOSITORY"

/** owner/name of a GitHub address (https://github.com/owner/name(.git), git@github.com:owner/name.git). */
export function githubRepoOf(url: string | undefined): string | undefined {
  const match = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "")
  return match ? `${match[1]}/${match[2]}` : undefined
}

function originRemote(rootDir: string): string | undefined {
  try {
    return execFileSync("git", ["config", "--get", "remote.origin.url"], { cwd: rootDir, encoding: "utf8" }).trim()
  } catch {
    return undefined
  }
}

export function cmsSettings(
  env: NodeJS.ProcessEnv,
  options: { siteUrl: string; develop?: boolean; rootDir?: string },
): CmsSettings {
  const repo =
    env.CMS_GITHUB_REPO ||
    githubRepoOf(env.REPOSITORY_URL) ||
    (options.rootDir ? githubRepoOf(originRemote(options.rootDir)) : undefined) ||
    UNSET_REPO
  // On Cloudflare Pages, the site signs its editors in itself unless told of another service.
  const ownSignIn = Boolean(env.CF_PAGES) && !env.CMS_OAUTH_URL
  const settings: CmsSettings = {
    repo,
    branch: env.CMS_BRANCH || "main",
    oauthUrl: (ownSignIn ? options.siteUrl : env.CMS_OAUTH_URL || "https://api.netlify.com").replace(/\/+$/, ""),
    oauthEndpoint: env.CMS_OAUTH_ENDPOINT || (ownSignIn ? "api/auth" : "auth"),
    siteUrl: options.siteUrl,
  }
  const local = env.CMS_LOCAL_BACKEND || (options.develop ? DEFAULT_LOCAL_BACKEND : undefined)
  if (local) settings.localBackend = local
  return settings
}

/**
 * The browser editor's GitHub sign-in, run by the host beside the site (Cloudflare Pages
 * Functions: functions/api/auth.ts and functions/api/callback.ts), so an agency needs no
 * second service to sign its office in:
 *
 * 1. /api/auth (opened by the editor in a small window) sends the visitor to GitHub to
 *    approve the editor, with a random `state` it also keeps in a short-lived cookie;
 * 2. /api/callback (where GitHub sends them back) checks that `state`, trades GitHub's
 *    one-time `code` for a token with the client secret, and hands the token to the editor
 *    window that opened it, by Decap's message protocol, and to no other site.
 *
 * The host's settings: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (the GitHub OAuth app's),
 * and GITHUB_OAUTH_URL (default https://github.com), which tests point at a stand-in. The
 * secret never leaves the host; the token goes only to the editor's window.
 */
import { escapeMarkup } from "../lib/text"

/** The host's settings for the sign-in. */
export type SignInEnv = {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  GITHUB_OAUTH_URL?: string
}

/** The cookie that keeps the `state` of a sign-in under way, read back by /api/callback. */
export const STATE_COOKIE = "cms-sign-in-state"
/** How long a visitor has to approve the editor on GitHub. */
const STATE_MAX_AGE_S = 600
/** The access the editor needs: the repository's content, and who the editor is. */
const SCOPE = "repo,user"

const githubUrl = (env: SignInEnv) => (env.GITHUB_OAUTH_URL || "https://github.com").replace(/\/+$/, "")

/** A random value for `state`: 32 bytes, as hex. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
}

/** The cookie's attributes: readable only by the callback, only over HTTPS where the site is served over HTTPS. */
function stateCookie(request: Request, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : ""
  return `${STATE_COOKIE}=${value}; Path=/api/callback; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key === name) return value.join("=")
  }
  return undefined
}

/** What the sign-in window says when it cannot go on. */
export type Refusal = "not-set-up" | "denied" | "expired" | "failed"

const REFUSALS: Record<Refusal, { status: number; heading: string; text: string }> = {
  "not-set-up": {
    status: 503,
    heading: "Sign-in is not set up yet",
    text: "The site's host needs the GitHub sign-in settings (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET). Please tell whoever looks after the website.",
  },
  denied: {
    status: 403,
    heading: "Sign-in cancelled",
    text: "GitHub did not give the editor access. Close this window and press Login to try again.",
  },
  expired: {
    status: 400,
    heading: "This sign-in link is out of date",
    text: "It was not started from this browser, or it is more than ten minutes old. Close this window and press Login again.",
  },
  failed: {
    status: 502,
    heading: "Sign-in did not finish",
    text: "GitHub did not confirm the sign-in. Close this window and press Login to try again.",
  },
}

/**
 * The page the sign-in window shows at the end: its words, and a script that tells the
 * editor window how it went. Decap's protocol: the window says "authorizing:github" to
 * the site's own origin; the editor answers; the window then sends
 * "authorization:github:success:{token}" (or ":error:{message}") to that origin only.
 */
export function resultPage(args: {
  origin: string
  heading: string
  text: string
  message: string
  status: number
  clearCookie: string
}): Response {
  const nonce = randomState().slice(0, 32)
  const script = `(() => {
  const origin = ${JSON.stringify(args.origin)}
  const message = ${JSON.stringify(args.message)}
  if (!window.opener) return
  window.addEventListener("message", function answer(event) {
    if (event.origin !== origin || event.data !== "authorizing:github") return
    window.removeEventListener("message", answer)
    window.opener.postMessage(message, origin)
  })
  window.opener.postMessage("authorizing:github", origin)
})()`
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(args.heading)}</title></head>
<body style="font: 18px/1.5 system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1 style="font-size: 1.5rem">${escapeMarkup(args.heading)}</h1>
<p>${escapeMarkup(args.text)}</p>
<script nonce="${nonce}">${script}</script>
</body>
</html>`
  return new Response(html, {
    status: args.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
      "Set-Cookie": args.clearCookie,
    },
  })
}

function refusal(request: Request, kind: Refusal): Response {
  const { status, heading, text } = REFUSALS[kind]
  return resultPage({
    origin: new URL(request.url).origin,
    heading,
    text,
    message: `authorization:github:error:${JSON.stringify({ message: heading })}`,
    status,
    clearCookie: stateCookie(request, "", 0),
  })
}

/** /api/auth: sends the visitor to GitHub to approve the editor, keeping a new `state`. */
export function startSignIn(request: Request, env: SignInEnv): Response {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return refusal(request, "not-set-up")
  const state = randomState()
  const authorize = new URL(`${githubUrl(env)}/login/oauth/authorize`)
  authorize.searchParams.set("client_id", env.GITHUB_CLIENT_ID)
  authorize.searchParams.set("redirect_uri", new URL("/api/callback", request.url).href)
  authorize.searchParams.set("scope", SCOPE)
  authorize.searchParams.set("state", state)
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Cache-Control": "no-store",
      "Set-Cookie": stateCookie(request, state, STATE_MAX_AGE_S),
    },
  })
}

/**
 * /api/callback: checks the `state` GitHub brought back against the cookie, trades the
 * one-time `code` for a token, and hands it to the editor window. The cookie is cleared
 * whatever the outcome, so a link cannot be used twice.
 */
export async function finishSignIn(
  request: Request,
  env: SignInEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return refusal(request, "not-set-up")
  const url = new URL(request.url)
  const kept = cookieOf(request, STATE_COOKIE)
  const state = url.searchParams.get("state")
  if (!kept || !state || kept !== state) return refusal(request, "expired")
  if (url.searchParams.get("error")) return refusal(request, "denied")
  const code = url.searchParams.get("code")
  if (!code) return refusal(request, "failed")
  let token: unknown
  try {
    const answer = await fetchImpl(`${githubUrl(env)}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: new URL("/api/callback", request.url).href,
      }),
    })
    token = answer.ok ? ((await answer.json()) as { access_token?: unknown }).access_token : undefined
  } catch {
    token = undefined
  }
  if (typeof token !== "string" || !token) return refusal(request, "failed")
  return resultPage({
    origin: url.origin,
    heading: "Signed in",
    text: "You can close this window if it does not close by itself.",
    message: `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`,
    status: 200,
    clearCookie: stateCookie(request, "", 0),
  })
}

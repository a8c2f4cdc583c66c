/**
 * Fixed addresses of the end-to-end run. The site is built with every webhook variable of
 * deployment pointing at a local stand-in server, so sends can be observed in tests: one
 * for the calculators' webhooks and one for the lead magnets', so the two test files that
 * start them can run side by side.
 */
/** Set E2E_PORT_BASE to run two suites side by side (default 9790). */
const BASE = Number(process.env.E2E_PORT_BASE || 9790)
export const SITE_PORT = BASE + 2
export const WEBHOOK_PORT = BASE + 1
export const LEAD_WEBHOOK_PORT = BASE + 7
/** The stand-in for the request forms' webhooks (quote-request.e2e.ts). */
export const QUOTE_WEBHOOK_PORT = BASE + 9
/** The stand-in for GitHub's sign-in pages and token endpoint (cloudflare-pages.e2e.ts). */
export const GITHUB_STAND_IN_PORT = BASE + 10
/** decap-server, the browser editor's backend on this machine (cms.e2e.ts). */
export const CMS_PORT = BASE + 8
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`
/**
 * Where the suite's site server also serves axe-core's script, an address the site itself
 * never has: loaded from the page's own origin (which every page's policy allows), Chromium
 * keeps its compiled code, so the pages checked one after another do not compile it again.
 */
export const AXE_SCRIPT_PATH = "/__e2e__/axe.min.js"
export const WEBHOOK_ORIGIN = `http://127.0.0.1:${WEBHOOK_PORT}`
const LEAD_WEBHOOK_ORIGIN = `http://127.0.0.1:${LEAD_WEBHOOK_PORT}`

/** The GitHub OAuth app's id and secret of the end-to-end runs: values found nowhere else. */
export const SIGN_IN_SECRETS = { clientId: "e2e-client-7f3a9c", clientSecret: "e2e-secret-5b81d2e6" }

/** Build-time environment of the e2e build: variable → local address. */
export const E2E_BUILD_ENV: Record<string, string> = {
  GATSBY_GOAL_EMAIL_WEBHOOK_URL: `${WEBHOOK_ORIGIN}/goal-email`,
  GATSBY_GOAL_SUBMIT_WEBHOOK_URL: `${WEBHOOK_ORIGIN}/goal-submit`,
  GATSBY_COMP_EMAIL_WEBHOOK_URL: `${WEBHOOK_ORIGIN}/comp-email`,
  GATSBY_COMP_SUBMIT_WEBHOOK_URL: `${WEBHOOK_ORIGIN}/comp-submit`,
  GATSBY_QUOTE_WEBHOOK_URL: `http://127.0.0.1:${QUOTE_WEBHOOK_PORT}/quote`,
  GATSBY_REQUEST_INFO_WEBHOOK_URL: `http://127.0.0.1:${QUOTE_WEBHOOK_PORT}/request-info`,
  GATSBY_BLUEPRINT_WEBHOOK_URL: `${LEAD_WEBHOOK_ORIGIN}/blueprint`,
  GATSBY_FIRE_TRIGGER_URL: `${LEAD_WEBHOOK_ORIGIN}/fire-trigger`,
  GATSBY_SURVEY_FORM_URL: `${LEAD_WEBHOOK_ORIGIN}/survey-form`,
  // The editor at /admin/ saves through decap-server on this machine, as under `npm run cms`.
  CMS_LOCAL_BACKEND: `http://127.0.0.1:${CMS_PORT}/api/v1`,
  // The host's sign-in secrets, set as a careless build might have them: no file of the
  // build may hold them (build-output.e2e.ts).
  GITHUB_CLIENT_ID: SIGN_IN_SECRETS.clientId,
  GITHUB_CLIENT_SECRET: SIGN_IN_SECRETS.clientSecret,
}

export { CHROMIUM_PATH } from "../../../scripts/chromium.cjs"

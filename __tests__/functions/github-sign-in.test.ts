import { finishSignIn, startSignIn, STATE_COOKIE } from "../../src/functions/github-sign-in"

const SITE = "https://www.agency.example"
const ENV = { GITHUB_CLIENT_ID: "client-1", GITHUB_CLIENT_SECRET: "secret-1", GITHUB_OAUTH_URL: "https://gh.example" }

/** A callback request as the browser sends it: GitHub's parameters, and the state cookie it keeps. */
const callback = (params: Record<string, string>, cookie?: string) =>
  new Request(`${SITE}/api/callback?${new URLSearchParams(params)}`, {
    headers: cookie ? { Cookie: `other=1; ${STATE_COOKIE}=${cookie}` } : {},
  })

/** GitHub's token endpoint: a token for "good-code", an error for anything else. */
const github = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
  const { code } = JSON.parse(String(init?.body))
  const body = code === "good-code" ? { access_token: "gho_token" } : { error: "bad_verification_code" }
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } })
})

beforeEach(() => github.mockClear())

describe("starting a sign-in", () => {
  it("sends the visitor to GitHub's authorize page with the app's id, the callback, the scope and a fresh state it keeps in a cookie", () => {
    const first = startSignIn(new Request(`${SITE}/api/auth?provider=github`), ENV)
    const second = startSignIn(new Request(`${SITE}/api/auth?provider=github`), ENV)
    expect(first.status).toBe(302)
    const to = new URL(first.headers.get("Location")!)
    expect(`${to.origin}${to.pathname}`).toBe("https://gh.example/login/oauth/authorize")
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: "client-1",
      redirect_uri: `${SITE}/api/callback`,
      scope: "repo,user",
    })
    const state = to.searchParams.get("state")!
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    expect(new URL(second.headers.get("Location")!).searchParams.get("state")).not.toBe(state)
    expect(first.headers.get("Set-Cookie")).toBe(
      `${STATE_COOKIE}=${state}; Path=/api/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
    )
    expect(first.headers.get("Location")).not.toContain("secret-1")
  })

  it("says plainly that sign-in is not set up while either of the host's settings is missing", async () => {
    for (const env of [{}, { GITHUB_CLIENT_ID: "client-1" }, { GITHUB_CLIENT_SECRET: "secret-1" }]) {
      const page = startSignIn(new Request(`${SITE}/api/auth`), env)
      expect(page.status).toBe(503)
      expect(await page.text()).toContain("Sign-in is not set up yet")
    }
  })
})

describe("finishing a sign-in", () => {
  it("trades the code for a token with the secret, and hands it to the site's own origin only, clearing the cookie", async () => {
    const page = await finishSignIn(callback({ code: "good-code", state: "s1" }, "s1"), ENV, github)
    expect(page.status).toBe(200)
    const [url, init] = github.mock.calls[0]
    expect(url).toBe("https://gh.example/login/oauth/access_token")
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: "client-1",
      client_secret: "secret-1",
      code: "good-code",
      redirect_uri: `${SITE}/api/callback`,
    })
    const html = await page.text()
    expect(html).toContain(
      JSON.stringify(`authorization:github:success:${JSON.stringify({ token: "gho_token", provider: "github" })}`),
    )
    expect(html).toContain(`const origin = "${SITE}"`)
    expect(html).not.toContain("secret-1")
    expect(page.headers.get("Set-Cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; Path=/api/callback; Max-Age=0;`))
    expect(page.headers.get("Cache-Control")).toBe("no-store")
    // The page's one script runs under its nonce; nothing else may.
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy") ?? "")?.[1]
    expect(html).toContain(`<script nonce="${nonce}">`)
  })

  it.each([
    ["a state that is not the one this browser started", { code: "good-code", state: "forged" }, "s1"],
    ["no state cookie (another browser, or more than ten minutes)", { code: "good-code", state: "s1" }, undefined],
    ["no state at all", { code: "good-code" }, "s1"],
  ])("refuses %s, asking GitHub nothing and handing over no token", async (_case, params, cookie) => {
    const page = await finishSignIn(callback(params as Record<string, string>, cookie), ENV, github)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain("This sign-in link is out of date")
    expect(github).not.toHaveBeenCalled()
  })

  it("says the sign-in was cancelled when GitHub's consent was refused", async () => {
    const page = await finishSignIn(callback({ error: "access_denied", state: "s1" }, "s1"), ENV, github)
    expect(page.status).toBe(403)
    const html = await page.text()
    expect(html).toContain("Sign-in cancelled")
    expect(html).toContain("authorization:github:error:")
    expect(github).not.toHaveBeenCalled()
  })

  it("refuses a code GitHub does not take (used already, or made up), and a GitHub that cannot be reached", async () => {
    const replayed = await finishSignIn(callback({ code: "used-code", state: "s1" }, "s1"), ENV, github)
    expect(replayed.status).toBe(502)
    expect(await replayed.text()).not.toContain("authorization:github:success")
    const down = jest.fn(() => Promise.reject(new TypeError("fetch failed")))
    const unreachable = await finishSignIn(callback({ code: "good-code", state: "s1" }, "s1"), ENV, down)
    expect(unreachable.status).toBe(502)
    expect(await unreachable.text()).toContain("Sign-in did not finish")
  })
})

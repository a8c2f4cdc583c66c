/**
 * GET /api/auth: starts the browser editor's GitHub sign-in (a Cloudflare Pages Function,
 * deployed with the site). The steps are src/functions/github-sign-in.ts.
 */
import { startSignIn, type SignInEnv } from "../../src/functions/github-sign-in"

export const onRequestGet = ({ request, env }: { request: Request; env: SignInEnv }) => startSignIn(request, env)

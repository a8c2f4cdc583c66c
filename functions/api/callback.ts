/**
 * GET /api/callback: where GitHub sends the editor's sign-in back (a Cloudflare Pages
 * Function, deployed with the site). The steps are src/functions/github-sign-in.ts.
 */
import { finishSignIn, type SignInEnv } from "../../src/functions/github-sign-in"

export const onRequestGet = ({ request, env }: { request: Request; env: SignInEnv }) => finishSignIn(request, env)

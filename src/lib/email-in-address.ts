/**
 * An e-mail in a page's address. A campaign link may carry the visitor's e-mail as a
 * query parameter (`/daniel-7-step-blueprint?email=ann@example.com`); left there, it
 * reaches every tag that reports the page's address, the server logs, the browser's
 * history and, through the referrer, third parties. The head script of every page
 * (src/browser/inline-scripts/after-paint-head.ts) takes it out before any bundle or tag
 * runs (`moveEmailOutOfAddress`), and keeps it for the pages that use it: in storage
 * under EMAIL_STORAGE_KEY, and for the page's own app (`emailTakenFromAddress`).
 *
 * Page code, bundled into that inline script: small, and no Intl.
 */
import { EMAIL_STORAGE_KEY, isEmailShape } from "./email"

/**
 * The names of a parameter that carries an e-mail: email, e-mail, e_mail, emailAddress,
 * email_address and the like, in any case. The build's check that no built address
 * carries one (src/node/copy-rules/email-in-addresses.ts) reads the same names.
 */
export const EMAIL_PARAMETER_NAME = /^e[-_]?mail(?:[-_]?address)?$/i

/** The global through which the head script hands the e-mail it took to the app. */
const TAKEN = "__addressEmail"

type TakingWindow = Window & { [TAKEN]?: string }

/** A query name or value as a form writes it ("+" for a space), or as written when its "%" escapes are broken. */
function formDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    return text
  }
}

/**
 * The e-mail an address carries in its query (under any name of EMAIL_PARAMETER_NAME),
 * and the address without it: its path, its other parameters as written and its hash.
 * Null when it carries none. Every such parameter goes, whatever its value; of several,
 * the e-mail is the first value with the shape of one, else the first value.
 */
export function takeEmailFromAddress(href: string): { email: string; rest: string } | null {
  const url = new URL(href, "http://localhost")
  const kept: string[] = []
  let email: string | null = null
  for (const pair of url.search.slice(1).split("&")) {
    const at = pair.indexOf("=")
    if (!EMAIL_PARAMETER_NAME.test(formDecoded(at < 0 ? pair : pair.slice(0, at)))) {
      kept.push(pair)
      continue
    }
    const value = at < 0 ? "" : formDecoded(pair.slice(at + 1))
    if (email === null || (!isEmailShape(email) && isEmailShape(value))) email = value
  }
  if (email === null) return null
  const search = kept.join("&")
  return { email, rest: `${url.pathname}${search ? `?${search}` : ""}${url.hash}` }
}

/**
 * Takes the e-mail out of the page's address, in the same history entry (its state, which
 * holds the scroll key, kept). One with the shape of an e-mail is kept: in local storage
 * (EMAIL_STORAGE_KEY), and for the app (`emailTakenFromAddress`). A browser that refuses
 * storage (private browsing, storage blocked) only loses the stored copy; nothing throws.
 */
export function moveEmailOutOfAddress(win: Window = window): void {
  try {
    const taken = takeEmailFromAddress(win.location.href)
    if (!taken) return
    win.history.replaceState(win.history.state, "", taken.rest)
    if (!isEmailShape(taken.email)) return
    ;(win as TakingWindow)[TAKEN] = taken.email
    win.localStorage.setItem(EMAIL_STORAGE_KEY, taken.email)
  } catch {
    // Storage refused (private browsing), or the history (a sandboxed frame): the page goes on.
  }
}

/** The e-mail the head script took out of this page's address (`moveEmailOutOfAddress`), or null. */
export function emailTakenFromAddress(win: Window = window): string | null {
  return (win as TakingWindow)[TAKEN] ?? null
}

/**
 * The rule that no address carries an e-mail: not the addresses a built page holds, nor
 * those its scripts write in the browser.
 */
import type { BuiltPage } from "./built-page"

const EMAIL = /[\w.+-]+@(?:[\w-]+\.)+([a-z]{2,})\b/gi
/** Names such as logo@2x.png are files, not e-mails. */
const FILE_EXTENSION = /^(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|json|pdf|woff2?|ttf|mp4|webm|html?)$/i
/** A query or fragment parameter that carries an e-mail by name ("email=", "e-mail=", "emailAddress="). */
const EMAIL_PARAMETER = /[?&#;]e[-_]?mail(?:[-_]?address)?=/i

/** The e-mail, or the e-mail parameter, an address carries; null for none. */
export function emailInAddress(url: string): string | null {
  // A mailto: link is the e-mail itself, and a data: address is requested from no one.
  if (/^\s*(?:mailto|data):/i.test(url)) return null
  let decoded = url
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, " "))
  } catch {
    // A stray % is not an e-mail: read the address as written.
  }
  const parameter = EMAIL_PARAMETER.exec(url) ?? EMAIL_PARAMETER.exec(decoded)
  if (parameter) return parameter[0].slice(1)
  const email = [...decoded.matchAll(EMAIL)].find((m) => !FILE_EXTENSION.test(m[1]))
  return email?.[0] ?? null
}

/**
 * Addresses that carry an e-mail (in their path, query or fragment, or an email=
 * parameter even while empty): the e-mail would reach the server logs, the analytics,
 * the browser's history and, through the referrer, third parties.
 */
export function emailsInAddresses(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.addresses.flatMap(({ where, url }) => {
      const email = emailInAddress(url)
      return email ? [`${page.path}: ${where} → ${url} carries an e-mail (${email})`] : []
    }),
  )
}

/**
 * Scripts of the build that write an e-mail parameter into an address: a link made in
 * the browser (from what the visitor typed or stored) that the served HTML cannot show.
 */
export function emailParametersInScripts(scripts: { name: string; text: string }[]): string[] {
  // In code, "a&&email=b" assigns and "a&email==b" compares: neither is an address.
  const parameter = new RegExp(
    String.raw`(?<![&|])` + EMAIL_PARAMETER.source.replace("[?&#;]", "[?&]") + String.raw`(?!=)`,
    "gi",
  )
  return scripts.flatMap(({ name, text }) =>
    [...text.matchAll(parameter)].map((m) => {
      const at = m.index ?? 0
      return `${name}: "${text.slice(Math.max(0, at - 40), at + m[0].length + 20)}" writes an e-mail into an address`
    }),
  )
}

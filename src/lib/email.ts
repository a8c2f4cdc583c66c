/** The e-mail shape: something, @, something, a dot, something, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmailShape(value: string | null | undefined): value is string {
  return typeof value === "string" && EMAIL_SHAPE.test(value)
}

/**
 * Where a page keeps the visitor's e-mail (local storage): the head script stores one it
 * took out of the address (./email-in-address.ts), and the blueprint thank-you page
 * sends it to its webhook.
 */
export const EMAIL_STORAGE_KEY = "tl_email"

/** The e-mail shape: something, @, something, a dot, something, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmailShape(value: string | null | undefined): value is string {
  return typeof value === "string" && EMAIL_SHAPE.test(value)
}

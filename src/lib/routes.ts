/** Route rules shared by pages and build code. */

/** True for paths under /agent-incentives/ (a trip gallery, known or not). */
export function isTripPath(pathname: string): boolean {
  return /^\/agent-incentives\/[^/]+/.test(pathname)
}

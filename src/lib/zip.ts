/**
 * Zip-code eligibility for agent contracting: a code is eligible
 * when it is in the combined Florida and Texas lists of data/zip-eligibility.json.
 */

export const ZIP_LENGTH = 5

export type ZipEntry = { zip: string; city: string }
export type ZipState = "Florida" | "Texas"
export type ZipLists = { florida: readonly ZipEntry[]; texas: readonly ZipEntry[] }

export type ZipResult =
  | { status: "incomplete" }
  | { status: "eligible"; zip: string; city: string; state: ZipState }
  | { status: "ineligible"; zip: string }

/** What the zip field keeps of typed or pasted text: digits only, at most five. */
export function sanitizeZipInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, ZIP_LENGTH)
}

export type ZipIndex = ReadonlyMap<string, { city: string; state: ZipState }>

/** One lookup table over both lists. */
export function buildZipIndex(lists: ZipLists): ZipIndex {
  const index = new Map<string, { city: string; state: ZipState }>()
  for (const { zip, city } of lists.florida) index.set(zip, { city, state: "Florida" })
  for (const { zip, city } of lists.texas) index.set(zip, { city, state: "Texas" })
  return index
}

/** The checker's result for what is in the field: nothing until five characters are entered. */
export function lookupZip(value: string, index: ZipIndex): ZipResult {
  const zip = value.trim()
  if (zip.length < ZIP_LENGTH) return { status: "incomplete" }
  const hit = index.get(zip)
  return hit ? { status: "eligible", zip, city: hit.city, state: hit.state } : { status: "ineligible", zip }
}

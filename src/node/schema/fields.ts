/** Where a value is in a data file, as curators and error messages name it. */

/** ["people", 3, "quotes", 0] → "people[3].quotes[0]". */
export function fieldPath(parts: readonly PropertyKey[]): string {
  return parts.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    "",
  )
}

/** Every string of a parsed data file, with its field. */
export function stringsOf(value: unknown, at: (string | number)[] = []): { field: string; text: string }[] {
  if (typeof value === "string") return [{ field: fieldPath(at), text: value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, [...at, i]))
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => stringsOf(child, [...at, key]))
  }
  return []
}

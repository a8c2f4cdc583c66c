/**
 * CSS `unicode-range` values as sets of code points, for splitting a web font into a small
 * file with the characters every page uses and the full file for the rest: the browser
 * downloads a file only when the page has a character in its range.
 */

/** The code points of a `unicode-range` value, e.g. "U+0000-00FF, U+0131" (wildcards not supported). */
export function parseUnicodeRange(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part)
    if (!match) throw new Error(`not a unicode-range part: "${part}"`)
    const start = parseInt(match[1], 16)
    const end = match[2] ? parseInt(match[2], 16) : start
    for (let p = start; p <= end; p++) points.add(p)
  }
  return points
}

const hex = (p: number) => p.toString(16).toUpperCase().padStart(4, "0")

/** The shortest `unicode-range` value for a set of code points, in ascending order. */
export function formatUnicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b)
  const parts: string[] = []
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i] + 1) i++
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`)
  }
  return parts.join(", ")
}

/** The code points of `all` that are not in `taken`. */
export function withoutPoints(all: Set<number>, taken: Set<number>): Set<number> {
  return new Set([...all].filter((p) => !taken.has(p)))
}

/** The characters of a set of code points, as a string (for a font subsetter). */
export function charactersOf(points: Set<number>): string {
  return [...points].map((p) => String.fromCodePoint(p)).join("")
}

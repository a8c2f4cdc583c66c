/**
 * How readable a colour of text is on a ground: the WCAG 2 contrast ratio, and the colour
 * tokens of a stylesheet resolved to the colours they stand for (with the brand's
 * colours given), so a check can compute the ratio of the pairs the stylesheet uses.
 */

/** Red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number]

/** #rrggbb as red, green and blue from 0 to 255. */
export function hexRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!match) throw new Error(`${hex} is not a colour written #rrggbb`)
  return [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)]
}

/** The relative luminance of an sRGB colour, from 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white); the order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** A ratio as people read it, rounded down so a pair just short of a minimum never shows as reaching it: 4.49 → "4.4:1". */
export const formatRatio = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`

/** `color-mix(in srgb, a p%, b)`: p percent of a, the rest of b. */
export function mixSrgb(a: Rgb, b: Rgb, percentOfA: number): Rgb {
  const p = percentOfA / 100
  return [0, 1, 2].map((i) => a[i] * p + b[i] * (1 - p)) as unknown as Rgb
}

/** A token's colour and the given colours (e.g. the brand's) it is made from. */
export type ResolvedColour = { rgb: Rgb; from: string[] }

const VAR = /^var\((--[\w-]+)\)$/
const MIX =
  /^color-mix\(in srgb,\s*(var\(--[\w-]+\)|#[0-9a-f]{6})\s+(\d+(?:\.\d+)?)%,\s*(var\(--[\w-]+\)|#[0-9a-f]{6})\)$/i

/**
 * The colour custom properties of a stylesheet, resolved: a #rrggbb, a var() of another
 * colour, or a color-mix in srgb of two of them. The first value of each counts (a later
 * one is a fallback for older browsers). `given` holds the properties set
 * elsewhere (the brand's, with the name each comes from). Properties of another kind
 * (sizes, shadows, mixes with transparent) are left out.
 */
export function resolveColourTokens(
  css: string,
  given: Readonly<Record<string, { hex: string; name: string }>>,
): Map<string, ResolvedColour> {
  const declared = new Map<string, string>()
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    if (!declared.has(match[1])) declared.set(match[1], match[2].trim())
  const resolved = new Map<string, ResolvedColour | null>()
  const resolve = (value: string, seen: string[]): ResolvedColour | null => {
    if (/^#[0-9a-f]{6}$/i.test(value)) return { rgb: hexRgb(value), from: [] }
    const ref = VAR.exec(value)
    if (ref) return property(ref[1], seen)
    const mix = MIX.exec(value)
    if (mix) {
      const [a, b] = [resolve(mix[1], seen), resolve(mix[3], seen)]
      if (!a || !b) return null
      return { rgb: mixSrgb(a.rgb, b.rgb, Number(mix[2])), from: [...new Set([...a.from, ...b.from])] }
    }
    return null
  }
  const property = (name: string, seen: string[]): ResolvedColour | null => {
    if (name in given) return { rgb: hexRgb(given[name].hex), from: [given[name].name] }
    if (resolved.has(name)) return resolved.get(name)!
    const value = declared.get(name)
    const colour = value === undefined || seen.includes(name) ? null : resolve(value, [...seen, name])
    resolved.set(name, colour)
    return colour
  }
  const colours = new Map<string, ResolvedColour>()
  for (const name of [...Object.keys(given), ...declared.keys()]) {
    const colour = property(name, [])
    if (colour) colours.set(name, colour)
  }
  return colours
}

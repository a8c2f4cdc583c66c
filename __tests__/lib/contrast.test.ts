/** The WCAG contrast ratio, and the stylesheet's colour tokens resolved with a brand's colours. */
import {
  contrastRatio,
  formatRatio,
  hexRgb,
  mixSrgb,
  relativeLuminance,
  resolveColourTokens,
} from "../../src/lib/contrast"

describe("the contrast ratio", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself, in either order", () => {
    expect(contrastRatio(hexRgb("#000000"), hexRgb("#ffffff"))).toBe(21)
    expect(contrastRatio(hexRgb("#ffffff"), hexRgb("#000000"))).toBe(21)
    expect(contrastRatio(hexRgb("#8a5a12"), hexRgb("#8a5a12"))).toBe(1)
  })

  it("matches the values WCAG's formula gives for known pairs", () => {
    // #767676 on white is the lightest grey that passes AA: 4.54:1.
    expect(contrastRatio(hexRgb("#767676"), hexRgb("#ffffff"))).toBeCloseTo(4.54, 2)
    expect(contrastRatio(hexRgb("#777777"), hexRgb("#ffffff"))).toBeLessThan(4.5)
    expect(relativeLuminance(hexRgb("#ff0000"))).toBeCloseTo(0.2126, 4)
  })

  it("is shown rounded down, so a pair just short of 4.5:1 never reads as 4.5:1", () => {
    expect(formatRatio(4.499)).toBe("4.4:1")
    expect(formatRatio(21)).toBe("21:1")
  })

  it("reads only #rrggbb", () => {
    expect(hexRgb("#FF8000")).toEqual([255, 128, 0])
    expect(() => hexRgb("#f80")).toThrow(/#rrggbb/)
  })
})

describe("the stylesheet's colour tokens", () => {
  const css = `
    /* --color-commented: #123456; */
    :root {
      --color-white: #ffffff;
      --color-ink: #1b2430;
      --color-alias: var(--color-ink);
      --color-tint: color-mix(in srgb, var(--color-navy) 50%, var(--color-white));
      --color-glass: color-mix(in srgb, var(--color-navy) 8%, transparent);
      --shadow: 0 1px 2px var(--color-glass);
      --space: 1rem;
    }
    @supports not (color: color-mix(in srgb, red 50%, blue)) {
      :root { --color-tint: var(--color-navy); }
    }`
  const colours = resolveColourTokens(css, { "--color-navy": { hex: "#000080", name: "navy900" } })

  it("resolve fixed colours, references and srgb mixes (their first value, not an older browser's fallback), naming the given colours each is made from", () => {
    expect(colours.get("--color-white")).toEqual({ rgb: [255, 255, 255], from: [] })
    expect(colours.get("--color-alias")).toEqual({ rgb: [27, 36, 48], from: [] })
    expect(colours.get("--color-navy")).toEqual({ rgb: [0, 0, 128], from: ["navy900"] })
    expect(colours.get("--color-tint")).toEqual({ rgb: [127.5, 127.5, 191.5], from: ["navy900"] })
  })

  it("leave out what is not one opaque colour, and what is commented out", () => {
    expect([...colours.keys()].sort()).toEqual([
      "--color-alias",
      "--color-ink",
      "--color-navy",
      "--color-tint",
      "--color-white",
    ])
  })

  it("mix as color-mix in srgb does: the percentage is the first colour's share", () => {
    expect(mixSrgb([0, 0, 0], [200, 100, 50], 25)).toEqual([150, 75, 37.5])
  })
})

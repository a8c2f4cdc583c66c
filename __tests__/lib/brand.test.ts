/**
 * @jest-environment jsdom
 *
 * The brand colours of data/site.json reach every output: the stylesheet's variables in
 * each page's head, the logo, the web app manifest, the icon, the link-preview picture
 * and the PDFs' colours.
 */
import React, { type ReactElement } from "react"
import fs from "fs"
import path from "path"
import { render } from "@testing-library/react"
import { rgb } from "pdf-lib"
import { BRAND_COLOURS, brandCss, brandVariable, manifestColours, unitRgb, type Brand } from "../../src/lib/brand"
import { iconSvg } from "../../src/lib/logo-mark"
import { LogoMark } from "../../src/components/layout/logo"
import { ogImageSvg } from "../../src/node/post-build/og-image"
import { pdfColours } from "../../src/node/pdfs/draw"

// The server bundle's file imports, which Jest cannot load.
jest.mock("../../src/fonts/source-serif-4-latin-700-normal-basic.woff2", () => "/heading.woff2")
/** A palette other than the shipped one. */
const BRAND: Brand = {
  navy900: "#000080",
  navy800: "#123456",
  navy700: "#223344",
  navy600: "#334455",
  navy100: "#eeeeff",
  gold600: "#806000",
  gold500: "#a08000",
  gold400: "#abcdef",
  gold100: "#fff0e0",
  cream: "#fafafa",
}
// The site data the page head is rendered from, with two colours of that palette.
jest.mock("../../data/site.json", () => {
  const { englishOf, withEnglish } = jest.requireActual("../fixtures/data-files")
  const file = jest.requireActual("../../data/site.json")
  const site = englishOf(file)
  return withEnglish(file, { ...site, brand: { ...site.brand, navy800: "#123456", cream: "#fafafa" } })
})

describe("the stylesheet's variables", () => {
  it("name each colour as the stylesheet does", () => {
    expect(brandVariable("navy900")).toBe("--color-navy-900")
    expect(brandVariable("gold100")).toBe("--color-gold-100")
    expect(brandVariable("cream")).toBe("--color-cream")
  })

  it("set every colour of the palette, as given", () => {
    const css = brandCss(BRAND)
    expect(css).toMatch(/^:root\{.*\}$/)
    expect(css).toContain("--color-navy-800:#123456")
    expect(css).toContain("--color-cream:#fafafa")
    for (const colour of BRAND_COLOURS) expect(css).toContain(`${brandVariable(colour)}:${BRAND[colour]}`)
  })

  it("refuse a value that is not #rrggbb, which could end the page's <style>", () => {
    expect(() => brandCss({ ...BRAND, gold500: "red}</style><script>" })).toThrow(/#rrggbb/)
  })

  it("are in the head of every page the server renders, from data/site.json", async () => {
    const { onRenderBody } = await import("../../gatsby-ssr")
    const setHeadComponents = jest.fn()
    // The hook reads nothing of Gatsby's arguments but the setter.
    const renderBody = onRenderBody as unknown as (args: { setHeadComponents: typeof setHeadComponents }) => void
    renderBody({ setHeadComponents })
    const [[elements]] = setHeadComponents.mock.calls as [
      [ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>[]],
    ]
    const style = elements.find((el) => el.type === "style")
    expect(style?.props.dangerouslySetInnerHTML.__html).toContain("--color-navy-800:#123456")
    expect(style?.props.dangerouslySetInnerHTML.__html).toContain("--color-cream:#fafafa")
  })

  it("are set nowhere else, so no stylesheet can hide the data's colours", () => {
    const cssFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        return entry.isDirectory() ? cssFiles(full) : entry.name.endsWith(".css") ? [full] : []
      })
    const setters = cssFiles(path.join(__dirname, "../../src")).filter((file) =>
      BRAND_COLOURS.some((colour) => fs.readFileSync(file, "utf8").includes(`${brandVariable(colour)}:`)),
    )
    expect(setters).toEqual([])
  })

  it("colour the logo, which names them", () => {
    const { container } = render(React.createElement(LogoMark))
    const fills = [...container.querySelectorAll("path")].map((p) => p.style.fill)
    expect(fills).toEqual(["var(--color-navy-800)", "var(--color-gold-400)", "var(--color-navy-800)"])
  })
})

it("the web app manifest's background and toolbar are the cream and the navy", () => {
  expect(manifestColours(BRAND)).toEqual({ background_color: "#fafafa", theme_color: "#123456" })
})

it("the icon draws the mark in the brand's navy and gold on its cream", () => {
  const svg = iconSvg(BRAND)
  expect(svg).toContain('<rect width="48" height="48" rx="10" fill="#fafafa"/>')
  expect(svg.match(/fill="#123456"/g)).toHaveLength(2)
  expect(svg).toContain('fill="#abcdef"')
  expect(svg).not.toContain("#16304f")
})

it("the link-preview picture takes its navy and gold from the brand", () => {
  const svg = ogImageSvg(
    { companyName: "Redwood Lane", tagline: "Since {foundedYear}", brand: BRAND },
    { foundedYear: "1999" },
  )
  expect(svg).toContain(`stop-color="${BRAND.navy700}"`)
  expect(svg).toContain(`stop-color="${BRAND.navy900}"`)
  expect(svg).toContain('fill="#abcdef">Since 1999</text>')
  expect(svg).not.toMatch(/#0f2238|#1f3f66|#d29b3a/)
})

describe("the PDFs' colours", () => {
  it("are #rrggbb as red, green and blue from 0 to 1", () => {
    expect(unitRgb("#ff8000")).toEqual([1, 128 / 255, 0])
    expect(unitRgb("#FFFFFF")).toEqual([1, 1, 1])
    expect(() => unitRgb("#fff")).toThrow(/#rrggbb/)
  })

  it("come from the brand", () => {
    const colours = pdfColours(BRAND)
    expect(colours.NAVY).toEqual({ type: "RGB", red: 0, green: 0, blue: 128 / 255 })
    expect(colours.GOLD_BRIGHT).toEqual(rgb(...unitRgb("#abcdef")))
  })
})

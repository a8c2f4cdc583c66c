/**
 * The HTML reader of built pages: bands, their visible and readable lines, embeds and addresses.
 */
import { page } from "./sample-page"

describe("readBuiltPage", () => {
  it("keeps each band's visible and readable lines apart from its screen-reader-only text and small print", () => {
    const [band] = page(
      "/a",
      `<section><h2>Pay</h2><p>Shown<span class="visually-hidden"> to screen readers</span></p><p aria-hidden="true">Decoration</p><p hidden>Later</p><p><small>Fine print</small></p></section>`,
    ).regions
    expect(band.lines).toEqual(["Pay", "Shown to screen readers", "Decoration", "Later", "Fine print"])
    expect(band.visible).toEqual(["Pay", "Shown", "Fine print"])
    expect(band.readable).toEqual(["Pay", "Shown"])
  })

  it("keeps apart the words of side-by-side elements, and not those of an element inside running text", () => {
    const [band] = page(
      "/a",
      `<section><ul><li><span>A+</span><span>BBB rating</span></li></ul><p>Agents are <strong>commission</strong>-only.</p></section>`,
    ).regions
    expect(band.lines).toEqual(["A+ BBB rating", "Agents are commission-only."])
  })

  it("lists each band's frames and embed alternatives, and every address of the page", () => {
    const built = page(
      "/a",
      `<section><iframe title="Map" src="https://maps.example/embed"></iframe></section><section><div data-embed-alternative><p>Call us</p></div></section><form action="/send"></form>`,
      { head: `<link rel="canonical" href="https://oak.example/a"><meta http-equiv="refresh" content="5; url=/b">` },
    )
    expect(built.regions.map((r) => r.embeds)).toEqual([
      [{ kind: "frame", title: "Map", src: "https://maps.example/embed" }],
      [{ kind: "alternative", title: "Call us", src: "" }],
      [],
      [],
      [],
    ])
    expect(built.addresses).toEqual([
      { where: 'link "Home"', url: "/" },
      { where: '<link rel="canonical">', url: "https://oak.example/a" },
      { where: "form action", url: "/send" },
      { where: 'iframe "Map"', url: "https://maps.example/embed" },
      { where: "meta refresh", url: "/b" },
    ])
  })
})

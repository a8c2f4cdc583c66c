/**
 * The pages lay out whatever number of items their data lists: nothing in a component
 * stops at the sample's count (nine team members, four stat tiles, three testimonials).
 */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { TeamPage } from "../../src/components/marketing/team-page"
import { HomePage } from "../../src/components/marketing/home-page"
import { ProductPage } from "../../src/components/marketing/product-page"
import { StatTiles } from "../../src/components/ui/stat-tiles"
import { CardGrid } from "../../src/components/recruiting/card-grid"
import { TestimonialList } from "../../src/components/ui/testimonial-list"
import { truncateAtWord } from "../../src/lib/text"
import team from "../../data/team.json"
import { en as home } from "../../data/home.json"
import { en as product } from "../../data/product.json"
import people from "../../data/people.json"
import recruiting from "../../data/recruiting.json"
import { asCard, asTile, quote, servedData, video } from "../fixtures/records"

/** `n` items made from `list`, the sample's own repeated under new names where it runs out. */
function count<T>(list: readonly T[], n: number, rename: (item: T, i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => (i < list.length ? list[i] : rename(list[i % list.length], i)))
}

describe("the team page", () => {
  it("shows ten member cards, one fewer reason and five stat tiles when the data lists them", () => {
    const newcomer = people.people.find((p) => !team.members.some((m) => m.person === p.key))!
    const members = [...team.members, { ...team.members[0], person: newcomer.key }]
    const reasons = team.reasons.items.slice(1)
    const stats = count(team.stats, 5, (s, i) => ({ ...s, label: `${s.label} ${i}` }))
    const data = servedData({ ...team, reasons: { ...team.reasons, items: reasons }, stats })
    render(<TeamPage team={{ ...data, members: members.map(asCard) } as unknown as Queries.TeamPageFragment} />)
    expect(screen.getAllByRole("article")).toHaveLength(members.length)
    expect(screen.getByRole("article", { name: newcomer.name })).toBeInTheDocument()
    const reasonList = screen.getByRole("heading", { name: team.reasons.title }).closest("section")!
    expect(within(reasonList).getAllByRole("listitem")).toHaveLength(reasons.length)
    const tiles = within(screen.getByRole("list", { name: team.statsLabel })).getAllByRole("listitem")
    expect(tiles).toHaveLength(5)
  })
})

describe("the home page", () => {
  const homeWith = (items: string[]) =>
    ({
      ...servedData(home),
      hero: { ...servedData(home.hero), video: video(home.hero.video) },
      secondVideo: { ...servedData(home.secondVideo), video: video(home.secondVideo.video) },
      testimonials: { ...servedData(home.testimonials), items: items.map(quote) },
    }) as unknown as Queries.HomePageFragment

  it.each([1, 5])("shows every one of %i testimonials, each cut at 150 characters", (n) => {
    const keys = people.people.flatMap((p) => p.quotes.map((q) => q.key)).slice(0, n)
    expect(keys).toHaveLength(n)
    render(<HomePage home={homeWith(keys)} />)
    const list = screen.getByRole("list", { name: home.testimonials.listLabel })
    const shown = within(list)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("blockquote")!.textContent)
    expect(shown).toEqual(keys.map((k) => truncateAtWord(quote(k).text, 150)))
  })
})

describe("the product page", () => {
  it("shows one benefit card and five policy types when the data lists them", () => {
    const policies = count(product.policies, 5, (p, i) => ({ ...p, name: `${p.name} ${i}` }))
    const data = servedData({ ...product, benefits: product.benefits.slice(0, 1), policies })
    render(<ProductPage product={data as unknown as Queries.ProductPageFragment} />)
    const section = (id: string) => document.querySelector(`section[aria-labelledby="${id}"]`) as HTMLElement
    expect(within(section("product-benefits")).getAllByRole("listitem")).toHaveLength(1)
    expect(within(section("product-policies")).getAllByRole("heading", { level: 3 })).toHaveLength(5)
  })
})

describe("shared lists", () => {
  it("StatTiles shows five tiles, or one", () => {
    const five = count(servedData(home.stats).map(asTile), 5, (s, i) => ({ ...s, label: `${s.label} ${i}` }))
    const { unmount } = render(<StatTiles stats={five} label="Figures" />)
    expect(within(screen.getByRole("list", { name: "Figures" })).getAllByRole("listitem")).toHaveLength(5)
    unmount()
    render(<StatTiles stats={five.slice(0, 1)} label="Figures" />)
    expect(within(screen.getByRole("list", { name: "Figures" })).getAllByRole("listitem")).toHaveLength(1)
  })

  it("CardGrid numbers as many steps as it is given", () => {
    const steps = count(recruiting.apply.steps, 7, (s, i) => ({ ...s, title: `${s.title} ${i}` }))
    render(<CardGrid cards={steps} numbered />)
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(7)
    expect(items[6]).toHaveTextContent(/^7/)
  })

  it("TestimonialList shows two quotes as it shows three", () => {
    const quotes = recruiting.landing.testimonials.quotes.slice(0, 2).map(quote)
    render(<TestimonialList testimonials={quotes} />)
    expect(screen.getAllByRole("listitem").map((li) => li.querySelector("blockquote")!.textContent)).toEqual(
      quotes.map((q) => `“${q.text}”`),
    )
  })
})

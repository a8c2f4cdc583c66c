import React from "react"
import { render, screen, within } from "@testing-library/react"
import wheel from "../../../data/wheel.json"
import { OfficialRules, type OfficialRulesContent } from "../../../src/components/recruiting/official-rules"
import { formatOdds } from "../../../src/lib/wheel"
import { servedData } from "../../fixtures/records"
import { builtHtml } from "../../fixtures/server-html"

const SPONSOR = { name: "Oak Agency LLC", address: "1 Main St, Fresno, CA 93701" }
const PERIOD = { startDate: "2026-12-01", endDate: "2026-12-31" }

function rules(edit: Partial<{ sponsor: typeof SPONSOR; period: typeof PERIOD }> = {}): OfficialRulesContent {
  const r = servedData(wheel.officialRules)
  return {
    ...r,
    sponsor: { ...r.sponsor, ...edit.sponsor },
    period: { ...r.period, ...edit.period },
  } as unknown as OfficialRulesContent
}

const renderRules = (r: OfficialRulesContent) =>
  render(<OfficialRules rules={r} segments={wheel.segments} tiers={wheel.tiers} />)

describe("OfficialRules", () => {
  afterEach(() => jest.useRealTimers())

  it("without a sponsor and dates, says the contest is not running, in the built HTML too, and names no sponsor", async () => {
    const html = await builtHtml(<OfficialRules rules={rules()} segments={wheel.segments} tiers={wheel.tiers} />)
    expect(html).toContain(wheel.officialRules.unset)
    renderRules(rules({ period: PERIOD }))
    expect(screen.getByText(wheel.officialRules.unset)).toBeInTheDocument()
    expect(screen.queryByText(wheel.officialRules.sponsor.title)).not.toBeInTheDocument()
  })

  it("states every term: eligibility, how to enter, the free way to enter, odds, prizes, taxes and winners", () => {
    renderRules(rules())
    for (const key of ["eligibility", "howToEnter", "freeEntry", "odds", "prizes", "taxes", "winners"] as const) {
      expect(screen.getByText(wheel.officialRules[key].title)).toBeInTheDocument()
    }
    expect(screen.getByText(/No purchase, payment or sale is necessary/)).toBeInTheDocument()
    expect(screen.getByText(/Form 1099/)).toHaveTextContent("$2,000")
  })

  it("states the weekly spin limit, the same for policies and free requests, and the tax form's threshold, from the data", () => {
    renderRules({ ...rules(), weeklySpinLimit: 3, taxFormThreshold: 2500 })
    expect(screen.getByText(/for each policy/)).toHaveTextContent("up to 3 spins a week by policies and free requests")
    expect(screen.getByText(/Each request earns one spin, just as one policy does/)).toHaveTextContent(
      "requests and policies together earn at most 3 spins a week",
    )
    expect(screen.getByText(/Form 1099/)).toHaveTextContent("reach $2,500 or more")
  })

  it("computes each prize's chance from the segments, the cash prize and 2X Spins apart", () => {
    renderRules(rules())
    const odds = screen.getByText(wheel.officialRules.odds.text).closest("dd") as HTMLElement
    const items = within(odds)
      .getAllByRole("listitem")
      .map((li) => li.textContent)
    // The chances follow the segments of the data, however many the wheel has.
    const chance = (label: string) =>
      formatOdds(wheel.segments.filter((s) => s.label === label).length, wheel.segments.length)
    for (const label of ["$500", "$250", "$25", "2X Spins"]) expect(items).toContain(`${label}: ${chance(label)}`)
  })

  it.each([
    ["2026-11-30T12:00:00", "upcoming"],
    ["2026-12-01T00:01:00", "running"],
    ["2026-12-31T23:59:00", "running"],
    ["2027-01-01T00:01:00", "ended"],
  ] as const)("with its sponsor and dates, on %s (visitor's time) says it is %s", (now, status) => {
    jest.useFakeTimers()
    jest.setSystemTime(new Date(now))
    renderRules(rules({ sponsor: SPONSOR, period: PERIOD }))
    expect(screen.getByText(wheel.officialRules[status])).toBeInTheDocument()
    expect(screen.getByText(`${SPONSOR.name}, ${SPONSOR.address}`)).toBeInTheDocument()
    expect(screen.getByText("December 1, 2026 – December 31, 2026")).toBeInTheDocument()
  })
})

import React from "react"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { navigate } from "gatsby"
import { CompComparison, COMP_STORAGE_KEY } from "../../../src/components/calculators/comp-comparison"
import { en as site } from "../../../data/site.json"
import { COMP_VALUES, consentBox, content, fillById, fillContact, okResponse } from "./helpers"

const WEBHOOKS = { email: "https://hooks.example/comp-email", submit: "https://hooks.example/comp-submit" }
const fetchMock = jest.fn()

function renderComp(webhooks = WEBHOOKS) {
  return render(<CompComparison comparison={content.comparison} shared={content} webhooks={webhooks} />)
}
const calculate = () => fireEvent.click(screen.getByRole("button", { name: "Calculate" }))
const table = (caption: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole("table", { name: caption })

beforeEach(() => {
  window.sessionStorage.clear()
  fetchMock.mockReset()
  ;(global as { fetch?: unknown }).fetch = fetchMock
  ;(navigate as jest.Mock).mockClear()
})

describe("CompComparison", () => {
  it("shows the four steps, the shared inputs and the two company cards", () => {
    renderComp()
    const steps = within(screen.getByRole("region", { name: content.comparison.stepsHeading })).getAllByRole("listitem")
    expect(steps.map((li) => li.textContent)).toEqual(content.comparison.steps)
    for (const name of ["Current Company", "New Company"]) {
      const card = screen.getByRole("group", { name })
      expect(within(card).getByLabelText(`${name} Commission (%)`)).toBeInTheDocument()
      expect(within(card).getByLabelText(`${name} Average Lead Cost ($)`)).toBeInTheDocument()
      expect(within(card).getByLabelText(`${name} Closing Rate (%)`)).toHaveAccessibleDescription(
        "Sales per 100 leads, e.g. 10.",
      )
    }
    expect(screen.getByLabelText(/^Advance Percentage/)).toHaveAccessibleDescription(/paid up front/)
    expect(screen.queryByRole("heading", { name: "Same Lead Spend Challenge" })).not.toBeInTheDocument()
  })

  it.each([
    [{ advance: "100.01" }, "Advance % must be between 1 and 100."],
    [{ conversionNew: "0" }, "Closing Rate % must be between 1 and 100."],
    [{ commissionCurrent: "180.01" }, "Commission % must be between 1 and 180."],
    [{ leadCostNew: "0" }, "Numeric fields must be greater than zero."],
    [{ weeksCommitment: "" }, "Please fill in all fields with valid numbers."],
    [
      { commissionCurrent: "10" },
      "Current company: With the current inputs, the target is not economically achievable. Adjust commission/advance/closing rate/lead cost.",
    ],
    [
      { leadCostNew: "100" },
      "New company: With the current inputs, the target is not economically achievable. Adjust commission/advance/closing rate/lead cost.",
    ],
  ])("%j → %s", (override, message) => {
    renderComp()
    fillById("comp", { ...COMP_VALUES, ...override })
    calculate()
    expect(screen.getByRole("alert")).toHaveTextContent(message)
    expect(screen.getByRole("alert")).toHaveFocus()
  })

  it("shows the year goal, hourly rates, tables with signed Δ and the Same Lead Spend Challenge", () => {
    renderComp()
    fillById("comp", COMP_VALUES)
    calculate()
    expect(screen.getByTestId("year-goal")).toHaveTextContent("$120,000")
    expect(screen.getByTestId("hourly-current")).toHaveTextContent("$60")
    expect(screen.getByTestId("hourly-new")).toHaveTextContent("$151")
    expect(screen.getByTestId("hourly-difference")).toHaveTextContent("+$91 (increase)")

    const production = table("Production Needed")
    const yearly = within(production).getByRole("row", { name: /Yearly/ })
    expect(
      within(yearly)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["$564,706", "$269,159", "▼-$295,547 (decrease)"])
    expect(yearly.querySelector("[data-sign]")).toHaveAttribute("data-sign", "negative")
    expect(within(production).getByRole("columnheader", { name: "Difference (New − Current)" })).toBeInTheDocument()

    const net = table("Net Income Achieved")
    const netYear = within(net).getByRole("row", { name: /Yearly/ })
    expect(netYear.querySelector("[data-sign]")).toHaveAttribute("data-sign", "zero")
    expect(netYear.querySelector("[data-sign]")).toHaveTextContent("$0 (no change)")
    expect(within(table("Lead Investment")).queryByRole("row", { name: /Daily/ })).not.toBeInTheDocument()

    const challenge = screen.getByRole("region", { name: "Same Lead Spend Challenge" })
    expect(challenge).toHaveTextContent("$282,353 a year")
    expect(within(challenge).getByTestId("same-spend-headline")).toHaveTextContent("+$182,118")
    const written = within(table("Production Written", challenge)).getByRole("row", { name: /Yearly/ })
    expect(written.querySelector("[data-sign]")).toHaveAttribute("data-sign", "positive")
    expect(written).toHaveTextContent("+$112,941") // 677,647.06 − 564,705.88
    expect(table("Net Income", challenge)).toHaveTextContent("$302,118")
  })

  it("sends both buttons to the comparison webhooks and then to the meetings page", async () => {
    fetchMock.mockResolvedValue(okResponse(200))
    renderComp()
    fillById("comp", COMP_VALUES)
    calculate()
    fillContact()
    fireEvent.click(consentBox())
    fireEvent.click(screen.getByRole("button", { name: "Email results" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(site.links.meetingsPage))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(WEBHOOKS.email)
    const body = JSON.parse(init.body)
    expect(body.contactTag).toBe("goal sheet email")
    expect(body.email).toBe("ana@example.com")
    expect(body.results.sameSpend.netDifference).toBeCloseTo(5136000 / 17 - 120000, 6)
    expect(body.consent.checked).toBe(true)
  })

  it("asks for consent before submitting, and keeps everything after a reload", async () => {
    const first = renderComp()
    fillById("comp", COMP_VALUES)
    calculate()
    fillContact()
    fireEvent.click(screen.getByRole("button", { name: "Submit goal sheet" }))
    expect(screen.getByRole("alert")).toHaveTextContent(
      `You must opt-in to receive communications from ${site.companyName} before submitting.`,
    )
    first.unmount()
    expect(window.sessionStorage.getItem(COMP_STORAGE_KEY)).toContain('"leadCostNew":"25"')
    renderComp()
    await waitFor(() => expect(screen.getByLabelText("New Company Average Lead Cost ($)")).toHaveValue("25"))
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com")
    expect(screen.getByTestId("same-spend-headline")).toHaveTextContent("+$182,118")
  })

  it("keeps every field after a failed send and over a reload", async () => {
    fetchMock.mockResolvedValue(okResponse(500))
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const first = renderComp()
    fillById("comp", COMP_VALUES)
    calculate()
    fillContact()
    fireEvent.click(consentBox())
    fireEvent.click(screen.getByRole("button", { name: "Submit goal sheet" }))
    await screen.findByText("There was an error submitting your request. Please try again later.")
    expect(navigate).not.toHaveBeenCalled()
    first.unmount()
    renderComp()
    await waitFor(() => expect(screen.getByLabelText("New Company Average Lead Cost ($)")).toHaveValue("25"))
    for (const [key, value] of Object.entries(COMP_VALUES))
      expect(document.getElementById(`comp-${key}`)).toHaveValue(value)
    expect(screen.getByLabelText("Phone")).toHaveValue("559-555-0100")
  })
})

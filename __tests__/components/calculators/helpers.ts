/** Shared set-up for the calculator component tests (not a test file itself). */
import { fireEvent, screen } from "@testing-library/react"
import content from "../../../data/calculators.json"

export { content }

export const GOAL_VALUES: Record<string, string> = {
  monthlyNetIncome: "10000",
  commission: "100",
  advance: "75",
  conversion: "10",
  leadCost: "30",
  avgPremium: "600",
  doorKnocks: "3",
  presConv: "50",
  weekHours: "40",
  weeksCommitment: "50",
}

export const COMP_VALUES: Record<string, string> = {
  monthlyNetIncome: "10000",
  advance: "75",
  avgPremium: "600",
  weekHours: "40",
  weeksCommitment: "50",
  commissionCurrent: "100",
  leadCostCurrent: "30",
  conversionCurrent: "10",
  commissionNew: "120",
  leadCostNew: "25",
  conversionNew: "10",
}

export function fillById(prefix: string, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    const input = document.getElementById(`${prefix}-${key}`)
    if (!input) throw new Error(`no input ${prefix}-${key}`)
    fireEvent.change(input, { target: { value } })
  }
}

export function fillContact() {
  fireEvent.change(screen.getByLabelText("First Name"), { target: { value: "Ana" } })
  fireEvent.change(screen.getByLabelText("Last Name"), { target: { value: "Lopez" } })
  fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "559-555-0100" } })
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ana@example.com" } })
}

export function consentBox() {
  return screen.getByRole("checkbox", { name: /By checking this box/ })
}

export function okResponse(status = 200): Response {
  return { ok: status >= 200 && status < 300, status, type: "cors" } as Response
}

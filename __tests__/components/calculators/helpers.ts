/** Shared set-up for the calculator component tests (not a test file itself). */
import { fireEvent, screen } from "@testing-library/react"
import raw from "../../../data/calculators.json"
import examples from "../../fixtures/calculator-examples.json"
import { servedData } from "../../fixtures/records"

type GoalPage = NonNullable<Queries.GoalCalculatorPageQuery["calculatorsJson"]>
type ComparisonPage = NonNullable<Queries.CompComparisonPageQuery["calculatorsJson"]>
/** data/calculators.json as the page queries give it (the build checks its keys and units). */
export const content = servedData(raw) as unknown as GoalPage & ComparisonPage

/** The worked examples shared by the unit, component and end-to-end tests and the benchmark. */
export const GOAL_VALUES: Record<string, string> = examples.goal
export const COMP_VALUES: Record<string, string> = examples.comparison

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

/** The required opt-in to hear about the results by e-mail. */
export function consentBox() {
  return screen.getByRole("checkbox", { name: /By checking this box/ })
}

/** The optional consent to calls and texts ({callConsent} of data/site.json). */
export function callConsentBox() {
  return screen.getByRole("checkbox", { name: /call and text me/ })
}

export function okResponse(status = 200): Response {
  return { ok: status >= 200 && status < 300, status, type: "cors" } as Response
}

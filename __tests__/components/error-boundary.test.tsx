import React from "react"
import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../../src/components/layout/error-boundary"

function Broken(): React.ReactElement {
  throw new Error("Cannot read the policy table")
}

it("shows the error message instead of a blank page", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument()
  expect(screen.getByText("Cannot read the policy table")).toBeInTheDocument()
  jest.restoreAllMocks()
})

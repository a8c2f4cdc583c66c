import React from "react"
import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../../src/components/layout/error-boundary"
import { en as navigation } from "../../data/navigation.json"

const words = navigation.errorScreen

function Broken(): React.ReactElement {
  throw new Error("Cannot read the policy table")
}

it("shows the error message instead of a blank page", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  render(
    <ErrorBoundary words={words}>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole("heading", { name: words.heading })).toBeInTheDocument()
  expect(screen.getByText("Cannot read the policy table")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: words.homeLabel })).toHaveAttribute("href", "/")
  jest.restoreAllMocks()
})

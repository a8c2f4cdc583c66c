import React from "react"
import { fireEvent, render } from "@testing-library/react"
import { GoalCalculator } from "../../../src/components/calculators/goal-calculator"
import { content } from "./helpers"

// Each field works out its unit's adornment once per render: a count of fields drawn.
const drawnUnits: string[] = []
jest.mock("../../../src/lib/calc/content", () => {
  const actual = jest.requireActual("../../../src/lib/calc/content")
  return {
    ...actual,
    unitAdornment: (unit: string) => {
      drawnUnits.push(unit)
      return actual.unitAdornment(unit)
    },
  }
})

describe("a calculator's fields", () => {
  it("draw again only the field a key was typed into", () => {
    render(<GoalCalculator goal={content.goal} shared={content} />)
    expect(drawnUnits.length).toBeGreaterThanOrEqual(content.goal.fields.length)
    drawnUnits.length = 0
    fireEvent.change(document.getElementById("goal-weekHours")!, { target: { value: "45" } })
    expect(drawnUnits).toEqual(["hours"])
  })
})

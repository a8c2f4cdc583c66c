import React from "react"
import { render, screen } from "@testing-library/react"
import { TripTerms } from "../../src/components/gallery/incentives-page"
import { tripsFeature } from "../../src/node/trips"
import { incentivesCollection } from "../../src/node/trips/schema"
import type { ReadData } from "../../src/node/feature-type"
import incentives from "../../data/incentives.json"

const terms = incentives.tripTerms
const filled = {
  ...terms,
  covers: "Round-trip flights, four nights' hotel, group dinners and activities.",
  notCovered: "A guest's costs, extra nights and spending money.",
}

describe("TripTerms", () => {
  it("says each year's rules set what a trip covers while the agency has not stated it, and that the trip is taxable", () => {
    render(<TripTerms terms={terms} />)
    expect(screen.getByRole("heading", { name: terms.heading })).toBeInTheDocument()
    expect(screen.getByText(terms.coversUnstated)).toBeInTheDocument()
    expect(screen.getByText(terms.taxNote)).toBeInTheDocument()
    expect(screen.queryByText(terms.coversLabel)).toBeNull()
  })

  it("lists what a trip covers and what it does not once they are stated", () => {
    render(<TripTerms terms={filled} />)
    expect(screen.getByText(terms.coversLabel).nextElementSibling).toHaveTextContent(filled.covers)
    expect(screen.getByText(terms.notCoveredLabel).nextElementSibling).toHaveTextContent(filled.notCovered)
    expect(screen.queryByText(terms.coversUnstated)).toBeNull()
    expect(screen.getByText(terms.taxNote)).toBeInTheDocument()
  })

  it("leaves out what is not covered while only the cover is stated", () => {
    render(<TripTerms terms={{ ...filled, notCovered: "" }} />)
    expect(screen.getByText(filled.covers)).toBeInTheDocument()
    expect(screen.queryByText(terms.notCoveredLabel)).toBeNull()
  })
})

describe("the trips' preflight", () => {
  const readWith = (tripTerms: typeof terms): ReadData =>
    ((collection: unknown) => {
      expect(collection).toBe(incentivesCollection)
      return { ...incentives, tripTerms }
    }) as ReadData

  it("asks what a trip covers while it is empty", () => {
    expect(tripsFeature.preflight?.(readWith(terms), new Date())).toEqual([
      expect.objectContaining({ file: "data/incentives.json", field: "tripTerms.covers" }),
    ])
  })

  it("asks nothing once it is stated", () => {
    expect(tripsFeature.preflight?.(readWith(filled), new Date())).toEqual([])
  })
})

import React from "react"
import { render, screen } from "@testing-library/react"
import { StarRating } from "../../src/components/marketing/star-rating"
import { en as home } from "../../data/home.json"

describe("StarRating", () => {
  it.each([
    [5, 5],
    [4.4, 4],
    [3.5, 4],
    [0, 0],
    [7, 5],
    [-2, 0],
  ])("draws a rating of %s as %s gold stars, and says so", (rating, stars) => {
    render(<StarRating rating={rating} label={home.testimonials.ratingLabel} />)
    const img = screen.getByRole("img", { name: `Rated ${stars} out of 5` })
    // The stylesheet colours the first --rating stars gold.
    expect(img.style.getPropertyValue("--rating")).toBe(String(stars))
  })
})

/** Shown for any /agent-incentives/* path that is not a known trip (served by the 404 page, status 404). */
import React from "react"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"

export function TripNotFound() {
  return (
    <Section narrow>
      <h1>Trip Not Found</h1>
      <p>The requested trip gallery could not be found.</p>
      <ButtonLink to="/agent-incentives" variant="secondary">
        Back to Incentives
      </ButtonLink>
    </Section>
  )
}

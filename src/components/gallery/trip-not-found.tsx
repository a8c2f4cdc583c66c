/** Shown for any /agent-incentives/* path that is not a known trip (served by the 404 page, status 404). */
import React from "react"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"

type TripNotFoundProps = { words: { title: string; text: string; backLabel: string } }

export function TripNotFound({ words }: TripNotFoundProps) {
  return (
    <Section narrow>
      <h1>{words.title}</h1>
      <p>{words.text}</p>
      <ButtonLink to="/agent-incentives" variant="secondary">
        {words.backLabel}
      </ButtonLink>
    </Section>
  )
}

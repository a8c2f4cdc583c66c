/** A band in two columns on wide screens (one on phones): a heading over its text, and beside them a list, cards or a video. */
import React from "react"
import { Section } from "../ui/section"
import * as css from "./content.module.css"

type SplitBandProps = {
  /** The heading's id, which names the band. */
  id: string
  heading: string
  /** A short line above the heading. */
  eyebrow?: string | null
  /** What stands beside the heading and its text. */
  aside: React.ReactNode
  /** The text under the heading. */
  children: React.ReactNode
} & Pick<React.ComponentProps<typeof Section>, "tone" | "className">

export function SplitBand({ id, heading, eyebrow, aside, children, tone = "white", className }: SplitBandProps) {
  return (
    <Section tone={tone} labelledBy={id} className={className}>
      <div className={css.split}>
        <div>
          {eyebrow ? <p className={css.eyebrow}>{eyebrow}</p> : null}
          <h2 id={id}>{heading}</h2>
          {children}
        </div>
        {aside}
      </div>
    </Section>
  )
}

/** The disclosure that must accompany earnings figures and coverage claims, as large as the text it qualifies. */
import React from "react"
import { DisclosedText } from "../ui/disclosed-text"
import * as styles from "./disclaimer.module.css"

export function Disclaimer({ children }: { children: string }) {
  return (
    <p className={styles.disclaimer}>
      <DisclosedText text={children} />
    </p>
  )
}

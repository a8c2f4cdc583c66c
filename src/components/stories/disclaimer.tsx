/** The disclosure that must accompany earnings figures and coverage claims, as large as the text it qualifies. */
import React from "react"
import * as styles from "./disclaimer.module.css"

export function Disclaimer({ children }: { children: React.ReactNode }) {
  return <p className={styles.disclaimer}>{children}</p>
}

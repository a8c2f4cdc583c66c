/** An ordered list of steps, each with a title and a sentence. */
import React from "react"
import * as styles from "./lead-magnets.module.css"

type NumberedStepsProps = {
  steps: readonly { title: string; text: string }[]
}

export function NumberedSteps({ steps }: NumberedStepsProps) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

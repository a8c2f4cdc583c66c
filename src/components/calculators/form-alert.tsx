/**
 * A message next to the action that caused it: an alert for screen
 * readers that also takes focus, so keyboard and magnifier users land on it. Each new
 * `nonce` focuses it again, even when the text repeats.
 */
import React, { useEffect, useRef } from "react"
import { buttonClass } from "../ui/button-link"
import { NoScriptNote } from "./results-panel"
import * as styles from "./calculators.module.css"

type FormAlertProps = {
  message: { text: string; nonce: number } | null
  id?: string
}

export function FormAlert({ message, id }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (message) ref.current?.focus()
  }, [message])
  if (!message) return null
  return (
    <div ref={ref} id={id} role="alert" tabIndex={-1} className={styles.alert} key={message.nonce}>
      {message.text}
    </div>
  )
}

type CalculateActionsProps = {
  /** The calculator's state: its message, Start over, the no-JS note. */
  calc: {
    /** True from the tap on Calculate until its results are drawn. */
    calculating: boolean
    calcMessage: { text: string; nonce: number } | null
    startOver: () => void
    noScriptText: string
    calculateLabel: string
    calculatingLabel: string
  }
  startOverLabel: string
  alertId: string
}

/** Calculate and Start over, with the calculation's message right beside them. */
export function CalculateActions({ calc, startOverLabel, alertId }: CalculateActionsProps) {
  return (
    <>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass("primary")} aria-busy={calc.calculating}>
          {calc.calculating ? calc.calculatingLabel : calc.calculateLabel}
        </button>
        <button type="button" className={buttonClass("outline")} onClick={calc.startOver}>
          {startOverLabel}
        </button>
      </div>
      <FormAlert message={calc.calcMessage} id={alertId} />
      <NoScriptNote text={calc.noScriptText} />
    </>
  )
}

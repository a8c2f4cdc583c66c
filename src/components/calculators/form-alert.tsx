/**
 * A message next to the action that caused it (DECISIONS §5): an alert for screen
 * readers that also takes focus, so keyboard and magnifier users land on it. Each new
 * `nonce` focuses it again, even when the text repeats.
 */
import React, { useEffect, useRef } from "react"
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

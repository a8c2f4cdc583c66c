/**
 * The privacy policy's opt-out on the site itself: a button that opts this browser out of
 * the sale and sharing of the visitor's data (recorded in the browser, read as Global
 * Privacy Control is: no ad pixel, no tracking script). Shown once the page has started,
 * so a tap always does what it says; its place is kept meanwhile, so nothing moves.
 */
import React, { useEffect, useState } from "react"
import { optsOutOfSharing, recordOptOut } from "../../lib/tracking"
import { buttonClass } from "../ui/button-link"
import * as styles from "./lead-magnets.module.css"

type OptOutWords = { button: string; done: string; already: string }

export function OptOut({ words }: { words: OptOutWords }) {
  // null until the page has started and read the browser's choice.
  const [state, setState] = useState<"ask" | "done" | "already" | null>(null)
  useEffect(() => setState(optsOutOfSharing() ? "already" : "ask"), [])
  return (
    <div className={styles.optOut} aria-live="polite">
      {state === "ask" ? (
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => {
            recordOptOut()
            setState("done")
          }}
        >
          {words.button}
        </button>
      ) : state ? (
        <p role="status">{words[state]}</p>
      ) : null}
    </div>
  )
}

/**
 * The zip eligibility checker of /fl-tx-agents: digits only, at most
 * five; at five digits the eligibility message (announced politely) plus the city of a listed
 * code; the View/Hide All Zip Codes panel with Florida and Texas lists that open
 * independently. The lists arrive through the page query, not the JavaScript bundle.
 */
import React, { memo, useId, useMemo, useRef, useState } from "react"
import { useEarlyValue } from "../../hooks/use-early-value"
import { fillTokens } from "../../lib/text"
import { buildZipIndex, lookupZip, sanitizeZipInput, ZIP_LENGTH, type ZipEntry } from "../../lib/zip"
import { buttonClass, ButtonLink } from "../ui/button-link"
import * as styles from "./zip-checker.module.css"

export type ZipCheckerText = Pick<
  Queries.ZipPageFieldsFragment,
  | "inputLabel"
  | "inputHint"
  | "eligibleMessage"
  | "ineligibleMessage"
  | "showAllLabel"
  | "hideAllLabel"
  | "floridaLabel"
  | "texasLabel"
  | "countLabel"
  | "applyLabel"
>

type ZipCheckerProps = {
  text: ZipCheckerText
  florida: readonly ZipEntry[]
  texas: readonly ZipEntry[]
}

/** Where Begin Your Application leads. */
const APPLICATION_PATH = "/request-info"

/** One state's codes, hidden until opened; drawn again only when opened or closed, not on each key typed above. */
const StateList = memo(function StateList({
  label,
  countLabel,
  entries,
  id,
}: {
  label: string
  /** "({amount} zip codes)": {amount} is the list's length. */
  countLabel: string
  entries: readonly ZipEntry[]
  id: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.state}>
      <h2 className={styles.stateHeading}>
        <button
          type="button"
          className={styles.stateToggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          <span>
            {label} <span className={styles.count}>{fillTokens(countLabel, { amount: String(entries.length) })}</span>
          </span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      <ul id={id} className={styles.codes} hidden={!open}>
        {entries.map((e) => (
          <li key={e.zip}>
            <span className={styles.zip}>{e.zip}</span> {e.city}
          </li>
        ))}
      </ul>
    </div>
  )
})

export function ZipChecker({ text: t, florida, texas }: ZipCheckerProps) {
  const [value, setValue] = useState("")
  const input = useRef<HTMLInputElement>(null)
  // A code pasted or autofilled before the page's code arrived is checked as it hydrates.
  useEarlyValue(input, (early) => setValue(sanitizeZipInput(String(early))))
  const [showAll, setShowAll] = useState(false)
  const index = useMemo(() => buildZipIndex({ florida, texas }), [florida, texas])
  const result = lookupZip(value, index)
  const uid = useId()
  const inputId = `${uid}-zip`
  const hintId = `${uid}-hint`
  const panelId = `${uid}-all`

  return (
    <div className={styles.checker}>
      <div className={styles.box}>
        <label htmlFor={inputId} className={styles.label}>
          {t.inputLabel}
        </label>
        <p id={hintId} className={styles.hint}>
          {t.inputHint}
        </p>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          aria-describedby={hintId}
          value={value}
          onChange={(e) => setValue(sanitizeZipInput(e.target.value))}
        />
        <div className={styles.resultArea} role="status" aria-live="polite" aria-atomic="true">
          {result.status === "eligible" ? (
            <p className={[styles.result, styles.eligible].join(" ")}>
              {t.eligibleMessage}{" "}
              <span className={styles.place}>
                {result.zip}: {result.city}, {result.state}
              </span>
            </p>
          ) : result.status === "ineligible" ? (
            <p className={[styles.result, styles.ineligible].join(" ")}>{t.ineligibleMessage}</p>
          ) : null}
        </div>
        <ButtonLink to={APPLICATION_PATH}>{t.applyLabel}</ButtonLink>
      </div>

      <div className={styles.all}>
        <button
          type="button"
          className={buttonClass("outline")}
          aria-expanded={showAll}
          aria-controls={panelId}
          onClick={() => setShowAll((s) => !s)}
        >
          {showAll ? t.hideAllLabel : t.showAllLabel}
        </button>
        <div id={panelId} className={styles.panel} hidden={!showAll}>
          <StateList label={t.floridaLabel} countLabel={t.countLabel} entries={florida} id={`${uid}-fl`} />
          <StateList label={t.texasLabel} countLabel={t.countLabel} entries={texas} id={`${uid}-tx`} />
        </div>
      </div>
    </div>
  )
}

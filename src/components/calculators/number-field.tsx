/** One labelled calculator input: text with a decimal keypad, its unit and its hint (see src/lib/calc/parse.ts). */
import React, { memo, useRef } from "react"
import { useEarlyValue } from "../../hooks/use-early-value"
import { unitAdornment, unitLabel } from "../../lib/calc/content"
import * as styles from "./calculators.module.css"

type NumberFieldProps<Name extends string> = {
  id: string
  name: Name
  label: string
  unit: string
  /** Shown under the field; or, with `hintOf`, the twin field whose hint it shares (said once, read by both). */
  hint: string | { hintOf: string }
  value: string
  /** Called with the field's name, so one stable function serves every field. */
  onChange: (name: Name, value: string) => void
  invalid?: boolean
  /** Read before the label by screen readers only (e.g. "Current Company"), to tell twin fields apart. */
  hiddenPrefix?: string
}

function NumberFieldView<Name extends string>({
  id,
  name,
  label,
  unit,
  hint,
  value,
  onChange,
  invalid = false,
  hiddenPrefix,
}: NumberFieldProps<Name>) {
  const input = useRef<HTMLInputElement>(null)
  useEarlyValue(input, (early) => onChange(name, String(early)))
  const { prefix, suffix } = unitAdornment(unit)
  const units = unitLabel(unit)
  const hintId = typeof hint === "string" ? `${id}-hint` : `${hint.hintOf}-hint`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {hiddenPrefix ? <span className="visually-hidden">{hiddenPrefix} </span> : null}
        {label}
        {units ? <span className={styles.unit}> {units}</span> : null}
      </label>
      <div className={[styles.control, invalid ? styles.controlInvalid : ""].join(" ")}>
        {prefix ? (
          <span className={styles.adornment} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(name, e.target.value)}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
        />
        {suffix ? (
          <span className={styles.adornment} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {typeof hint === "string" ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** Drawn again only when its own value, state or text changes: a key typed elsewhere leaves it alone. */
export const NumberField = memo(NumberFieldView) as typeof NumberFieldView

/** One labelled calculator input: text with a decimal keypad, its unit and its hint (see src/lib/calc/parse.ts). */
import React from "react"
import { unitAdornment, unitLabel } from "../../lib/calc/content"
import * as styles from "./calculators.module.css"

type NumberFieldProps = {
  id: string
  name: string
  label: string
  unit: string
  hint: string
  value: string
  onChange: (value: string) => void
  invalid?: boolean
  /** Read before the label by screen readers only (e.g. "Current Company"), to tell twin fields apart. */
  hiddenPrefix?: string
}

export function NumberField({
  id,
  name,
  label,
  unit,
  hint,
  value,
  onChange,
  invalid = false,
  hiddenPrefix,
}: NumberFieldProps) {
  const { prefix, suffix } = unitAdornment(unit)
  const units = unitLabel(unit)
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
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid || undefined}
        />
        {suffix ? (
          <span className={styles.adornment} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  )
}

/**
 * The prize wheel of /wheel-spin: drawn as SVG from data/wheel.json,
 * spun for `spinSeconds` with a CSS transition to a segment chosen uniformly with
 * crypto.getRandomValues, the result announced in a live region. With reduced motion the
 * wheel turns without animation and the result is announced at once.
 */
import React, { useEffect, useRef, useState } from "react"
import { pickIndex, segmentCenter, targetRotation } from "../../lib/wheel"
import { buttonClass } from "../ui/button-link"
import * as styles from "./prize-wheel.module.css"
import { prefersReducedMotion } from "../../lib/reduced-motion"
import { fillTokens } from "../../lib/text"

export type WheelSegment = Pick<Queries.WheelSegment, "kind" | "label"> & { readonly amount?: number | null }

export type PrizeWheelProps = {
  segments: readonly WheelSegment[]
  spinSeconds: number
  /** What screen readers hear for the drawing: {amount} is the number of segments, {description} the labels with their counts. */
  wheelLabel: string
  spinLabel: string
  spinningLabel: string
  resultPrefix: string
  resultNote: string
  doubleSpinNote: string
}

const R = 190
const TURNS = 6

/**
 * A segment's tone, a class of prize-wheel.module.css that colours its wedge and its label
 * from the stylesheet's tokens: the larger the prize, the more it stands out. Each label's
 * colour on its wedge is one of the text pairs whose contrast the build checks.
 */
function segmentTone(s: WheelSegment, index: number): string | undefined {
  if (s.kind === "spins") return styles.spins
  switch (s.amount) {
    case 500:
      return styles.top
    case 250:
      return styles.big
    case 100:
      return styles.gold
    case 75:
      return styles.green
    case 50:
      return styles.blue
    default:
      return index % 4 === 0 ? styles.navyLight : styles.navy
  }
}

const point = (deg: number, r: number) => {
  const rad = (deg * Math.PI) / 180
  return `${(r * Math.sin(rad)).toFixed(3)} ${(-r * Math.cos(rad)).toFixed(3)}`
}

function wedge(index: number, count: number): string {
  const a0 = (index * 360) / count
  const a1 = ((index + 1) * 360) / count
  return `M0 0 L${point(a0, R)} A${R} ${R} 0 0 1 ${point(a1, R)} Z`
}

/**
 * The result line: where the wheel landed, then that the spin is practice (this page awards
 * no prize, so it never says a prize was won), and what 2X Spins does in the contest.
 */
export function announcement(segment: WheelSegment, prefix: string, note: string, doubleNote: string): string {
  const landed = `${prefix} ${segment.label} ${note}`
  return segment.kind === "spins" ? `${landed} ${doubleNote}` : landed
}

export function PrizeWheel({
  segments,
  spinSeconds,
  wheelLabel,
  spinLabel,
  spinningLabel,
  resultPrefix,
  resultNote,
  doubleSpinNote,
}: PrizeWheelProps) {
  const count = segments.length
  const [rotation, setRotation] = useState(0)
  const [spinning, setSpinning] = useState(false)
  const [instant, setInstant] = useState(false)
  const [result, setResult] = useState<number | null>(null)
  const timer = useRef<number>()

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const spin = () => {
    if (spinning) return
    const index = pickIndex(count)
    const reduce = prefersReducedMotion()
    setInstant(reduce)
    setResult(null)
    setSpinning(true)
    setRotation((current) => targetRotation(current, index, count, reduce ? 1 : TURNS))
    const finish = () => {
      setSpinning(false)
      setResult(index)
    }
    if (reduce) finish()
    else timer.current = window.setTimeout(finish, spinSeconds * 1000)
  }

  const landed = result === null ? null : segments[result]
  const summary = Array.from(new Set(segments.map((s) => s.label)))
    .map((label) => `${segments.filter((s) => s.label === label).length} × ${label}`)
    .join(", ")

  return (
    <div className={styles.wrap}>
      <div className={styles.stage}>
        <svg className={styles.pointer} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
          <path d="M20 38 4 6h32Z" strokeWidth="3" />
        </svg>
        <div
          className={styles.wheel}
          data-rotation={rotation}
          data-result-index={result ?? ""}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: instant ? "none" : `transform ${spinSeconds}s cubic-bezier(0.12, 0.7, 0.18, 1)`,
          }}
        >
          <svg
            viewBox="-200 -200 400 400"
            role="img"
            aria-label={fillTokens(wheelLabel, { amount: String(count), description: summary })}
            focusable="false"
          >
            <circle r="198" className={styles.rim} />
            <g aria-hidden="true">
              {segments.map((s, i) => {
                return (
                  <g key={i} className={[styles.segment, segmentTone(s, i)].join(" ")}>
                    <path d={wedge(i, count)} strokeWidth="1.5" className={result === i ? styles.winner : undefined} />
                    <g transform={`rotate(${segmentCenter(i, count)})`}>
                      <text
                        x="0"
                        y="0"
                        transform={`translate(0 ${-R * 0.63}) rotate(-90)`}
                        textAnchor="middle"
                        dominantBaseline="central"
                        fontSize={s.kind === "spins" ? 13 : 15}
                        fontWeight="700"
                      >
                        {s.label}
                      </text>
                    </g>
                  </g>
                )
              })}
            </g>
            <circle r="28" className={styles.hub} strokeWidth="4" />
            <circle r="10" className={styles.hubDot} />
          </svg>
        </div>
      </div>
      {/* Marked unavailable while it spins, not disabled: a disabled button loses the focus
          (to the page's body, so a keyboard visitor starts again from the top), and React,
          putting the focus back, reads the scroll position of every element around the
          button, which makes the browser lay out the page before the spin's first frame. */}
      <button
        type="button"
        className={buttonClass("primary", styles.spin)}
        onClick={spin}
        aria-disabled={spinning || undefined}
      >
        {spinning ? spinningLabel : spinLabel}
      </button>
      <p className={styles.result} role="status" aria-live="polite" aria-atomic="true">
        {landed ? announcement(landed, resultPrefix, resultNote, doubleSpinNote) : ""}
      </p>
    </div>
  )
}

/**
 * A QR code drawn from a module matrix computed at build time (src/node/recruiting.ts):
 * one <rect> per horizontal run of dark modules, inside the standard four-module quiet
 * zone. No image file and no QR library in the browser.
 */
import React from "react"

type QrCodeProps = {
  /** Rows of "0"/"1", dark = 1, all of length `rows.length`. */
  rows: readonly string[]
  label: string
  /** Displayed width and height in px. */
  size?: number
  className?: string
}

const QUIET = 4

/** Horizontal runs of dark modules: [x, y, width]. */
export function darkRuns(rows: readonly string[]): [number, number, number][] {
  const runs: [number, number, number][] = []
  rows.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (row[x] !== "1") {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x] === "1") x++
      runs.push([start, y, x - start])
    }
  })
  return runs
}

export function QrCode({ rows, label, size = 280, className }: QrCodeProps) {
  const extent = rows.length + QUIET * 2
  return (
    <svg
      className={className}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      focusable="false"
    >
      {/* Black on white whatever the brand: a scanner reads dark modules on a light ground. */}
      <rect width={extent} height={extent} style={{ fill: "var(--color-white)" }} />
      <g style={{ fill: "var(--color-black)" }}>
        {darkRuns(rows).map(([x, y, w]) => (
          <rect key={`${x}-${y}`} x={x + QUIET} y={y + QUIET} width={w} height={1} />
        ))}
      </g>
    </svg>
  )
}

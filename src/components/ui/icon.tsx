/** A decorative line icon drawn from one SVG path (hidden from assistive technology). */
import React from "react"

type IconProps = {
  /** The path, in a 24 × 24 box. */
  d: string
  size?: number
  className?: string
}

export function Icon({ d, size = 20, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** The agency's mark: an oak leaf in a shield, drawn inline so it costs no request. */
import React from "react"
import { LOGO_MARK } from "../../lib/logo-mark"

type LogoMarkProps = { size?: number; className?: string }

export function LogoMark({ size = 40, className }: LogoMarkProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {/* The brand colours of data/site.json, as the stylesheet's variables. */}
      <path d={LOGO_MARK.shield} style={{ fill: "var(--color-navy-800)" }} />
      <path d={LOGO_MARK.field} style={{ fill: "var(--color-gold-400)" }} />
      <path d={LOGO_MARK.leaf} style={{ fill: "var(--color-navy-800)" }} />
    </svg>
  )
}

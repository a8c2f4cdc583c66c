/** The agency's mark: an oak leaf in a shield, drawn inline so it costs no request. */
import React from "react"

type LogoMarkProps = { size?: number; className?: string }

export function LogoMark({ size = 40, className }: LogoMarkProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 2 6 8v14c0 11.5 7.6 20.6 18 24 10.4-3.4 18-12.5 18-24V8L24 2Z" fill="#16304f" />
      <path d="M24 6.3 10 11v11c0 9.2 5.8 16.7 14 19.8 8.2-3.1 14-10.6 14-19.8V11L24 6.3Z" fill="#d29b3a" />
      <path
        d="M24 12c-1.6 2.3-4.8 2.4-5.6 5.1 2 .4 2.6 1.6 2 3.1-2.2-.3-3.9 1.1-3.6 3.3 1.6-.6 3.2.2 3.1 1.8-1.8.7-2.5 2.7-1.3 4.3 1.7-1.3 3.6-.8 4.3.6L24 38l1.1-7.8c.7-1.4 2.6-1.9 4.3-.6 1.2-1.6.5-3.6-1.3-4.3-.1-1.6 1.5-2.4 3.1-1.8.3-2.2-1.4-3.6-3.6-3.3-.6-1.5 0-2.7 2-3.1-.8-2.7-4-2.8-5.6-5.1Z"
        fill="#16304f"
      />
    </svg>
  )
}

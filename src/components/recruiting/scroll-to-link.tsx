/**
 * A link to a section of the same page that scrolls there (smoothly unless the visitor
 * prefers reduced motion) and moves keyboard focus to it. Without JavaScript it is a
 * plain #anchor link, which still works.
 */
import React from "react"
import { prefersReducedMotion } from "../../lib/reduced-motion"

type ScrollToLinkProps = { targetId: string; children: React.ReactNode; className?: string }

function scrollToSection(targetId: string): boolean {
  const target = document.getElementById(targetId)
  if (!target) return false
  const reduce = prefersReducedMotion()
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" })
  target.focus({ preventScroll: true })
  return true
}

export function ScrollToLink({ targetId, children, className }: ScrollToLinkProps) {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(targetId)) event.preventDefault()
  }
  return (
    <a href={`#${targetId}`} className={className} onClick={onClick}>
      {children}
    </a>
  )
}

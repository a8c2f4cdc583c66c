/** Links that leave the site: they open in a new tab and say so to screen readers. */
import React from "react"
import { useSharedWords } from "../../hooks/use-navigation"

type ExternalLinkProps = {
  href: string
  children: React.ReactNode
  className?: string
}

export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const { newTab } = useSharedWords()
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  )
}

type ExternalLinkListProps = {
  links: readonly { label: string; href: string }[]
  /** Class of the list. */
  className?: string
  /** Class of each link. */
  linkClassName?: string
  /** Names the list when no heading does. */
  label?: string
}

/** A list of outside links (social profiles, video channels); nothing when there are none. */
export function ExternalLinkList({ links, className, linkClassName, label }: ExternalLinkListProps) {
  if (links.length === 0) return null
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <ExternalLink href={link.href} className={linkClassName}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}

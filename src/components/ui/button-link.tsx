/** A link styled as a button: Gatsby's Link for site paths, a plain anchor for anything else. */
import React from "react"
import { Link } from "./site-link"
import * as styles from "./button.module.css"
import { useSharedWords } from "../../hooks/use-navigation"

export type ButtonVariant = "primary" | "secondary" | "outline" | "light"

type ButtonLinkProps = {
  to: string
  children: React.ReactNode
  variant?: ButtonVariant
  /** Open an external address in a new tab. */
  newTab?: boolean
  className?: string
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(" ")
}

export function ButtonLink({
  to,
  children,
  variant = "primary",
  newTab = false,
  className = "",
  ...rest
}: ButtonLinkProps) {
  const cls = buttonClass(variant, className)
  const { newTab: newTabNote } = useSharedWords()
  if (to.startsWith("/") && !to.startsWith("//") && !newTab && !/\.[a-z0-9]+$/i.test(to.split("?")[0])) {
    return (
      <Link to={to} className={cls} data-cta {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a
      href={to}
      className={cls}
      data-cta
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...rest}
    >
      {children}
      {newTab ? <span className="visually-hidden"> {newTabNote}</span> : null}
    </a>
  )
}

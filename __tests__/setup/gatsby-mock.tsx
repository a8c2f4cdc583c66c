/**
 * The one mock of `gatsby` (mapped in package.json's jest.moduleNameMapper). Link renders
 * a plain anchor and, like the real one, marks the current page with aria-current and
 * activeClassName, comparing with jsdom's location.
 */
import React from "react"
import { staticQueryData } from "./static-query-data"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName, partiallyActive, className, replace: _replace, state: _state, ...rest },
  ref,
) {
  const here = window.location.pathname
  const active = partiallyActive ? here === to || here.startsWith(`${to}/`) : here === to
  const cls = [className, active ? activeClassName : ""].filter(Boolean).join(" ") || undefined
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link's children arrive in `rest`
  return <a ref={ref} href={to} className={cls} aria-current={active ? "page" : undefined} {...rest} />
})

export const navigate = jest.fn()
export const withPrefix = (path: string) => path
export const graphql = jest.fn()
export const useStaticQuery = jest.fn(() => staticQueryData)
export const StaticQuery = ({ render }: { render: (data: unknown) => React.ReactNode }) => (
  <>{render(staticQueryData)}</>
)

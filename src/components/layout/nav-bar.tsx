/**
 * The fixed top bar: transparent at the top, opaque once scrolled past 20 px. From 1024 px
 * it holds the nine links, the phone (where it fits) and Apply Now on one row; below, a
 * toggle opens a panel with every link, the phone number and Apply Now. The link of the
 * current page (or of its section) carries aria-current="page".
 */
import React, { memo, useCallback, useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { APPLY_LINK, MAIN_NAV, currentNavLink, isScrolled } from "../../lib/navigation"
import { telHref, useSiteConfig } from "../../hooks/use-site-config"
import { LogoMark } from "./logo"
import * as styles from "./nav-bar.module.css"

const MENU_ID = "mobile-menu"

type NavBarProps = {
  /** The current page's path, which decides the link marked as current. */
  path: string
}

type NavLinksProps = {
  /** The link of the current page or its section, if any. */
  currentTo: string | undefined
  linkClass: string
  onNavigate?: () => void
}

/**
 * The nine links as list items. Memoised: opening or closing the menu, or scrolling past
 * the top, changes only the bar and the toggle, so a tap renders those and not the links.
 */
const NavLinks = memo(function NavLinks({ currentTo, linkClass, onNavigate }: NavLinksProps) {
  return (
    <>
      {MAIN_NAV.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={currentTo === link.to ? `${linkClass} ${styles.active}` : linkClass}
            aria-current={currentTo === link.to ? "page" : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </>
  )
})

export function NavBar({ path }: NavBarProps) {
  const site = useSiteConfig()
  const currentTo = currentNavLink(path)?.to
  const [scrolled, setScrolled] = useState(false)
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setScrolled(isScrolled(window.scrollY))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])

  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open])

  const barClass = [styles.bar, scrolled || open ? styles.scrolled : "", open ? styles.menuOpen : ""].join(" ")

  return (
    <header className={barClass} data-scrolled={scrolled ? "true" : "false"}>
      <div className={styles.inner}>
        {/* The logo is not a menu item: only the menu marks the current page. */}
        <Link to="/" className={styles.brand} onClick={close} aria-current={undefined}>
          <LogoMark size={40} />
          <span className={styles.brandName}>{site.companyName}</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.links}>
            <NavLinks currentTo={currentTo} linkClass={styles.link} />
          </ul>
        </nav>

        <a className={styles.desktopPhone} href={telHref(site.phone)}>
          <span className="visually-hidden">Call </span>
          {site.phone}
        </a>

        <Link to={APPLY_LINK.to} className={`${styles.apply} ${styles.desktopApply}`}>
          {APPLY_LINK.label}
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" data-open={open ? "true" : "false"}>
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </div>

      <nav id={MENU_ID} aria-label="Mobile" className={styles.mobileMenu} hidden={!open}>
        <ul className={styles.mobileLinks}>
          <NavLinks currentTo={currentTo} linkClass={styles.mobileLink} onNavigate={close} />
        </ul>
        <a className={styles.mobilePhone} href={telHref(site.phone)} onClick={close}>
          Call {site.phone}
        </a>
        <Link to={APPLY_LINK.to} className={styles.apply} onClick={close}>
          {APPLY_LINK.label}
        </Link>
      </nav>
    </header>
  )
}

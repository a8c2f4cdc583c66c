/**
 * The fixed top bar: transparent at the top, opaque once scrolled past 20 px. A slim strip
 * above its row holds the office phone at every width, so a visitor can call without opening
 * anything. From 1024 px the row holds the menu's links and the page's button; below, a
 * toggle opens a panel with every link, the phone number and the button. The button is the
 * visitor's next step: a quote on the pages made for families, the agent application
 * elsewhere (their words, addresses and the families' pages are in data/navigation.json).
 * The link of the current page (or of its section) carries aria-current="page". On a
 * Spanish page the menu lists the pages built in Spanish, and the strip links the same
 * page in the other language.
 */
import React, { memo, useCallback, useEffect, useMemo, useRef, useState } from "react"
import { Link } from "../ui/site-link"
import { barButton, currentNavLink, isScrolled, pagePath, type NavLink } from "../../lib/navigation"
import { englishPath, LANGUAGE_TAGS, type Language } from "../../lib/languages"
import { pageIn } from "../../lib/routes"
import { useLanguage } from "../../hooks/use-language"
import { telHref, useSiteConfig, useSpanishPages } from "../../hooks/use-site-config"
import { useNavigation } from "../../hooks/use-navigation"
import { LogoMark } from "./logo"
import * as styles from "./nav-bar.module.css"

const MENU_ID = "mobile-menu"

/** A telephone handset, in a 24 × 24 box. */
const PHONE_ICON =
  "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"

type NavBarProps = {
  /** The current page's path, which decides the link marked as current. */
  path: string
}

type NavLinksProps = {
  links: readonly NavLink[]
  /** The link of the current page or its section, if any. */
  currentTo: string | undefined
  linkClass: string
  onNavigate?: () => void
}

/**
 * The menu's links as list items. Memoised: opening or closing the menu, or scrolling past
 * the top, changes only the bar and the toggle, so a tap renders those and not the links.
 */
const NavLinks = memo(function NavLinks({ links, currentTo, linkClass, onNavigate }: NavLinksProps) {
  return (
    <>
      {links.map((link) => (
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
  const navigation = useNavigation()
  const { apply } = navigation
  // The page's English address: the menus and the bar's button name pages by it.
  const page = englishPath(pagePath(path))
  const button = barButton(page, navigation)
  const language = useLanguage()
  const spanish = useSpanishPages()
  // A Spanish page's menu lists the pages built in Spanish: every link keeps the visitor in
  // Spanish. The pages in English only (the careers pages, until data gives them Spanish)
  // stay in the footer and the panel's application link.
  const menu = useMemo(
    () => (language === "es" ? navigation.menu.filter((link) => pageIn("es", link.to, spanish)) : navigation.menu),
    [language, navigation.menu, spanish],
  )
  const currentTo = currentNavLink(page, menu)?.to
  // The other language, where this page is built in it too.
  const other: Language = language === "es" ? "en" : "es"
  const otherLanguage = pageIn(other, page, spanish) ? other : null
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
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          {/* For the eye where the row has no room for the name; the logo's link says it to screen readers. */}
          <span className={styles.stripName} aria-hidden="true">
            {site.companyName}
          </span>
          {otherLanguage ? (
            <Link
              to={page}
              inLanguage={otherLanguage}
              className={styles.stripLanguage}
              lang={LANGUAGE_TAGS[otherLanguage]}
              hrefLang={LANGUAGE_TAGS[otherLanguage]}
            >
              {navigation.otherLanguage}
            </Link>
          ) : null}
          <a className={styles.stripPhone} href={telHref(site.phone)}>
            <svg className={styles.phoneIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={PHONE_ICON} fill="currentColor" />
            </svg>
            <span className="visually-hidden">{navigation.call} </span>
            <span>{site.phone}</span>
          </a>
        </div>
      </div>

      <div className={styles.inner}>
        {/* The logo is not a menu item: only the menu marks the current page. */}
        <Link to="/" className={styles.brand} onClick={close} aria-current={undefined}>
          <LogoMark size={40} />
          <span className={styles.brandName}>{site.companyName}</span>
        </Link>

        <nav aria-label={navigation.menuLabel} className={styles.desktopNav}>
          <ul className={styles.links}>
            <NavLinks links={menu} currentTo={currentTo} linkClass={styles.link} />
          </ul>
        </nav>

        <Link to={button.to} className={`${styles.button} ${styles.desktopButton}`}>
          {button.label}
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
          <span className="visually-hidden">{open ? navigation.closeMenu : navigation.openMenu}</span>
        </button>
      </div>

      <nav id={MENU_ID} aria-label={navigation.mobileMenuLabel} className={styles.mobileMenu} hidden={!open}>
        <ul className={styles.mobileLinks}>
          <NavLinks links={menu} currentTo={currentTo} linkClass={styles.mobileLink} onNavigate={close} />
        </ul>
        <a className={styles.mobilePhone} href={telHref(site.phone)} onClick={close}>
          {navigation.call} {site.phone}
        </a>
        <Link to={button.to} className={styles.button} onClick={close}>
          {button.label}
        </Link>
        {/* Where the button is the quote, the application stays a tap away for a visitor after a career. */}
        {button === apply ? null : (
          <Link to={apply.to} className={styles.mobileLink} onClick={close}>
            {apply.label}
          </Link>
        )}
      </nav>
    </header>
  )
}

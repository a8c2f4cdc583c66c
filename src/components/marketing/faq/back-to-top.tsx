/**
 * Floating Back to top button. Appears once the visitor has scrolled a
 * screen's worth; scrolls smoothly unless they prefer reduced motion, then moves focus
 * to the top of the main content so keyboard users land where they see.
 */
import React, { useEffect, useState } from "react"
import { Icon } from "../../ui/icon"
import * as styles from "./faq.module.css"
import { prefersReducedMotion } from "../../../lib/reduced-motion"

const SHOW_AFTER_PX = 400

export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX)
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [])

  if (!visible) return null
  const toTop = () => {
    const reduce = prefersReducedMotion()
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" })
    document.getElementById("main")?.focus({ preventScroll: true })
  }
  return (
    <button type="button" className={styles.backToTop} onClick={toTop} aria-label={label}>
      <Icon d="M12 5l-7 7m7-7l7 7M12 5v14" size={24} />
    </button>
  )
}

/**
 * Questions and answers as the browser's own disclosures (`<details>`): keyboard and
 * screen-reader support built in, any number open at once, and the answers in the HTML
 * (indexable, reachable by find-in-page, working before the page's script has loaded).
 */
import React from "react"
import type { FaqItem, Tone } from "./types"
import * as styles from "./faq-accordion.module.css"
import { DisclosedText } from "../ui/disclosed-text"

type FaqAccordionProps = { items: readonly FaqItem[]; tone?: Tone }

export function FaqAccordion({ items, tone = "light" }: FaqAccordionProps) {
  return (
    <div className={[styles.root, styles[tone]].join(" ")}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.trigger}>
            <span>{item.question}</span>
            <span className={styles.icon} aria-hidden="true" />
          </summary>
          <div className={styles.content}>
            <p>
              <DisclosedText text={item.answer} />
            </p>
          </div>
        </details>
      ))}
    </div>
  )
}

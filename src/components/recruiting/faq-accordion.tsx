/**
 * Questions and answers as an accessible accordion (Radix: real buttons, aria-expanded,
 * keyboard). Answers are rendered into the HTML even when closed, so they are indexable.
 */
import React from "react"
import * as Accordion from "@radix-ui/react-accordion"
import type { FaqItem, Tone } from "./types"
import * as styles from "./faq-accordion.module.css"

type FaqAccordionProps = { items: readonly FaqItem[]; tone?: Tone }

export function FaqAccordion({ items, tone = "light" }: FaqAccordionProps) {
  return (
    <Accordion.Root type="multiple" className={[styles.root, styles[tone]].join(" ")}>
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`q${i}`} className={styles.item}>
          <Accordion.Header className={styles.header}>
            <Accordion.Trigger className={styles.trigger}>
              <span>{item.question}</span>
              <span className={styles.icon} aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.content} forceMount>
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}

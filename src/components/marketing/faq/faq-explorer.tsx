/**
 * The searchable FAQ: a search box with a clear button, a polite live
 * message with the result count, the No Results panel, and the questions as the
 * browser's own disclosures (`<details name>`: one open at a time across all categories,
 * closable, keyboard and screen-reader support built in). Answers are in the built HTML,
 * so the questions open before the page's script has loaded, find-in-page reaches them,
 * and hydrating 36 questions costs next to nothing. The open question is also kept in
 * state, so it stays open when a search hides it and brings it back.
 *
 * The box answers each key at once; the list follows the query once the key has painted
 * (`useAfterPaint`), so filtering and highlighting 36 questions never holds up the
 * key's own paint, and the list (memoised) is not rendered again for the key itself.
 */
import React, { memo, useEffect, useId, useMemo, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { useAfterPaint } from "../../../hooks/use-after-paint"
import { useEarlyValue } from "../../../hooks/use-early-value"
import {
  categoryAnchor,
  normalizeQuery,
  resultMessage,
  searchFaq,
  type FaqItem,
  type ResultMessages,
} from "../../../lib/faq-search"
import { buttonClass } from "../../ui/button-link"
import { Highlight } from "./highlight"
import { Icon } from "../../ui/icon"
import * as styles from "./faq.module.css"
import { DisclosedText } from "../../ui/disclosed-text"

export type FaqCategoryProps = { key: string; title: string; questions: readonly FaqItem[] }

type FaqExplorerProps = {
  categories: readonly FaqCategoryProps[]
  searchLabel: string
  searchPlaceholder: string
  noResultsTitle: string
  noResultsText: string
  /** Accessible name of the clear-search button. */
  clearSearchLabel: string
  /** Label of the button that shows every question again. */
  viewAllLabel: string
  /** What is said after each search. */
  resultMessages: ResultMessages
  /** Note shown under a category, by key (the income disclaimer). */
  notes?: Record<string, string>
}

const NO_NOTES: Record<string, string> = {}

export function FaqExplorer({
  categories,
  searchLabel,
  searchPlaceholder,
  noResultsTitle,
  noResultsText,
  clearSearchLabel,
  viewAllLabel,
  resultMessages,
  notes = NO_NOTES,
}: FaqExplorerProps) {
  const [query, setQuery] = useState("")
  // What the list, its count and its scroll follow: the query, once the key has painted.
  const listQuery = useAfterPaint(query)
  const [open, setOpen] = useState("")
  const inputRef = useRef<HTMLInputElement>(null)
  // A query typed before the page's code arrived is searched as the box hydrates.
  useEarlyValue(inputRef, (early) => setQuery(String(early)))
  const inputId = useId()
  const rootRef = useRef<HTMLDivElement>(null)

  // The search box sticks while the list scrolls; when a new query shortens the list
  // below the visitor's position, bring the top of the results back into view. Only a
  // change of query does this: on arrival (Back included) the page keeps its position.
  const searched = useRef(listQuery)
  useEffect(() => {
    if (searched.current === listQuery) return
    searched.current = listQuery
    const root = rootRef.current
    if (root && root.getBoundingClientRect().top < 0) root.scrollIntoView({ block: "start" })
  }, [listQuery])

  // Stable item values, whatever the filter, so the open item survives a search.
  const indexed = useMemo(
    () =>
      categories.map((c) => ({
        ...c,
        questions: c.questions.map((q, i) => ({ ...q, id: `${categoryAnchor(c.key)}-${i + 1}` })),
      })),
    [categories],
  )
  const result = useMemo(() => searchFaq(indexed, listQuery), [indexed, listQuery])
  const searching = normalizeQuery(listQuery) !== ""

  const reset = () => {
    setQuery("")
    inputRef.current?.focus()
  }

  return (
    <div ref={rootRef} className={styles.explorer}>
      <div role="search" className={styles.search}>
        <label htmlFor={inputId} className={styles.searchLabel}>
          {searchLabel}
        </label>
        <div className={styles.searchBox}>
          <Icon className={styles.searchIcon} d="M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            placeholder={searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query !== "" ? (
            <button type="button" className={styles.clear} onClick={reset} aria-label={clearSearchLabel}>
              <Icon d="M6 6l12 12M18 6L6 18" size={18} />
            </button>
          ) : null}
        </div>
        <p role="status" aria-live="polite" className={styles.status}>
          {searching ? resultMessage(result.count, listQuery, resultMessages) : ""}
        </p>
      </div>

      {searching && result.count === 0 ? (
        <div className={styles.noResults}>
          <h2 className={styles.noResultsTitle}>{noResultsTitle}</h2>
          <p>{noResultsText}</p>
          <button type="button" className={buttonClass("secondary")} onClick={reset}>
            {viewAllLabel}
          </button>
        </div>
      ) : null}

      <FaqList categories={result.categories} query={result.query} open={open} setOpen={setOpen} notes={notes} />
    </div>
  )
}

type FaqListProps = {
  categories: readonly { key: string; title: string; questions: readonly (FaqItem & { id: string })[] }[]
  /** The query to highlight. */
  query: string
  /** The id of the open question, or "". */
  open: string
  setOpen: React.Dispatch<React.SetStateAction<string>>
  notes: Record<string, string>
}

/** The categories and their questions, rendered again only when what they show changes. */
const FaqList = memo(function FaqList({ categories, query, open, setOpen, notes }: FaqListProps) {
  return (
    <div className={styles.categories}>
      {categories.map((c) => (
        <section
          key={c.key}
          id={categoryAnchor(c.key)}
          aria-labelledby={`${categoryAnchor(c.key)}-title`}
          className={styles.category}
        >
          <h2 id={`${categoryAnchor(c.key)}-title`} className={styles.categoryTitle}>
            {c.title}
          </h2>
          {c.questions.map((q) => (
            <details
              key={q.id}
              name="faq"
              className={styles.item}
              open={open === q.id}
              onToggle={(e) => {
                const isOpen = e.currentTarget.open
                // Committed at once: a render left for later would write this `open` back
                // over a toggle the visitor made in between (Enter, then Space at once).
                flushSync(() => setOpen((current) => (isOpen ? q.id : current === q.id ? "" : current)))
              }}
            >
              <summary className={styles.trigger}>
                <span>
                  <Highlight text={q.question} query={query} />
                </span>
                <span className={styles.chevron} aria-hidden="true" />
              </summary>
              <div className={styles.content}>
                <p>
                  <Highlight text={q.answer} query={query} />
                </p>
              </div>
            </details>
          ))}
          {notes[c.key] ? (
            <p className={styles.note}>
              <DisclosedText text={notes[c.key]} />
            </p>
          ) : null}
        </section>
      ))}
    </div>
  )
})

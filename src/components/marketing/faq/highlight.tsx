/** Text with the query's matches wrapped in <mark>, built as React elements (never markup from the query). */
import React from "react"
import { highlightSegments } from "../../../lib/faq-search"

export function Highlight({ text, query }: { text: string; query: string }) {
  const segments = highlightSegments(text, query)
  return (
    <>
      {segments.map((s, i) =>
        s.match ? <mark key={i}>{s.text}</mark> : <React.Fragment key={i}>{s.text}</React.Fragment>,
      )}
    </>
  )
}

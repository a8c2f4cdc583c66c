/** Shows the error instead of a blank page when a page throws while rendering. */
import React from "react"
import * as styles from "./error-boundary.module.css"

type ErrorBoundaryProps = {
  children: React.ReactNode
  /** The screen's words (data/navigation.json's errorScreen). */
  words: { heading: string; homeLabel: string; retry: string }
  /** The home page in the page's language ("/" or "/es"). */
  home?: string
}
type ErrorBoundaryState = { error: Error | null }

export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack)
  }

  render() {
    const { error } = this.state
    const { children, words, home = "/" } = this.props
    if (!error) return children
    return (
      <section className={styles.box} role="alert">
        <h1 className={styles.title}>{words.heading}</h1>
        <p className={styles.message}>{error.message || String(error)}</p>
        <p>
          <a href={home}>{words.homeLabel}</a> {words.retry}
        </p>
      </section>
    )
  }
}

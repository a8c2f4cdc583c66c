/** Shows the error instead of a blank page when a page throws while rendering. */
import React from "react"
import * as styles from "./error-boundary.module.css"

type ErrorBoundaryProps = { children: React.ReactNode }
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
    if (!error) return this.props.children
    return (
      <section className={styles.box} role="alert">
        <h1 className={styles.title}>Unexpected Application Error!</h1>
        <p className={styles.message}>{error.message || String(error)}</p>
        <p>
          <a href="/">Go to the home page</a> or reload this page to try again.
        </p>
      </section>
    )
  }
}

/**
 * Runs the PDF auto-download of a thank-you page once, after `delayMs`, when `decide()`
 * (evaluated in the browser, after mount) says so; returns the download state for the
 * page's message. `onSuccess` runs after a successful download (e.g. to set a flag).
 */
import { useEffect, useReducer, useRef } from "react"
import { downloadReducer, runDownload, type DownloadStatus } from "../lib/pdf-download"

type AutoDownloadOptions = {
  url: string
  fileName: string
  delayMs: number
  decide: () => boolean
  onSuccess?: () => void
}

export function useAutoDownload({ url, fileName, delayMs, decide, onSuccess }: AutoDownloadOptions): DownloadStatus {
  const [status, dispatch] = useReducer(downloadReducer, "idle")
  // The decision and the callback are read once, at mount: keep the first ones.
  const latest = useRef({ decide, onSuccess })

  useEffect(() => {
    if (!latest.current.decide()) return
    let active = true
    const safeDispatch: typeof dispatch = (event) => {
      if (active) dispatch(event)
    }
    const timer = window.setTimeout(() => {
      void runDownload(url, fileName, safeDispatch).then((ok) => {
        if (ok && active) latest.current.onSuccess?.()
      })
    }, delayMs)
    return () => {
      active = false
      window.clearTimeout(timer)
    }
  }, [url, fileName, delayMs])

  return status
}

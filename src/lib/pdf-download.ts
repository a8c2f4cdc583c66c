/**
 * The auto-download of a PDF as a small state machine, kept free of React
 * so it can be tested: idle → fetching → success | failure. The file is fetched without
 * credentials or cache and handed to the browser as a file download.
 */

export type DownloadStatus = "idle" | "fetching" | "success" | "failure"

export type DownloadEvent = { type: "start" } | { type: "succeeded" } | { type: "failed" }

/** The two messages, word for word; the last words are the link to the PDF. */
export const DOWNLOAD_MESSAGES = {
  success: { text: "Your download has started. If it didn't, ", link: "click here", end: "." },
  failure: { text: "We couldn't auto-start the download. Please download it ", link: "here", end: "." },
} as const

/** Next state; events that make no sense in a state leave it unchanged. */
export function downloadReducer(state: DownloadStatus, event: DownloadEvent): DownloadStatus {
  switch (event.type) {
    case "start":
      return state === "idle" ? "fetching" : state
    case "succeeded":
      return state === "fetching" ? "success" : state
    case "failed":
      return state === "fetching" ? "failure" : state
  }
}

export type DownloadDeps = {
  fetchImpl?: typeof fetch
  /** Hands the blob to the browser as a download (see saveBlob). */
  save?: (blob: Blob, fileName: string) => void
  log?: (message: string) => void
}

/**
 * Fetches `url` and saves it as `fileName`, reporting each transition through `dispatch`.
 * Resolves true on success. A non-OK answer logs "PDF fetch failed: {status}"; a network
 * error logs "Download request failed".
 */
export async function runDownload(
  url: string,
  fileName: string,
  dispatch: (event: DownloadEvent) => void,
  deps: DownloadDeps = {},
): Promise<boolean> {
  const { fetchImpl = fetch, save = saveBlob, log = (m: string) => console.error(m) } = deps
  dispatch({ type: "start" })
  let response: Response
  try {
    response = await fetchImpl(url, { credentials: "omit", cache: "no-store" })
  } catch {
    log("Download request failed")
    dispatch({ type: "failed" })
    return false
  }
  if (!response.ok) {
    log(`PDF fetch failed: ${response.status}`)
    dispatch({ type: "failed" })
    return false
  }
  try {
    save(await response.blob(), fileName)
  } catch {
    log("Download request failed")
    dispatch({ type: "failed" })
    return false
  }
  dispatch({ type: "succeeded" })
  return true
}

/** Saves a blob as a file through an object URL and a temporary a[download]. */
function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = href
  link.download = fileName
  link.rel = "noopener"
  link.style.display = "none"
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Give the browser time to start reading the blob before it is released.
  window.setTimeout(() => URL.revokeObjectURL(href), 10000)
}

/**
 * The outbox: requests a visitor sent that have not yet reached their webhook. A request is
 * written here before it is posted and leaves only on a 2xx answer; it is sent again by
 * itself until sent (`retryWaiting`, started by gatsby-browser.tsx). It lives in
 * localStorage, so it outlives a closed tab. Each request's id is the same on every try,
 * so a receiver that already has it can ignore the copy.
 */

/** A request waiting to be sent: where to, and what. */
export type OutboxItem = { url: string; body: { id: string } }

/** Where waiting requests are kept (localStorage): they outlive a closed tab. */
export const OUTBOX_KEY = "site:request-outbox"

/** The storage the outbox lives in; a failing one (private mode, full) loses nothing already on screen. */
export type OutboxStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void }

export function readOutbox(storage: OutboxStorage): OutboxItem[] {
  try {
    const items = JSON.parse(storage.getItem(OUTBOX_KEY) ?? "[]")
    return Array.isArray(items)
      ? items.filter((i): i is OutboxItem => typeof i?.url === "string" && typeof i?.body?.id === "string")
      : []
  } catch {
    return []
  }
}

function writeOutbox(storage: OutboxStorage, items: OutboxItem[]): void {
  try {
    storage.setItem(OUTBOX_KEY, JSON.stringify(items))
  } catch {
    // Storage full: the request is still on screen, and the visitor is told it has not gone.
  }
}

/**
 * Adds a request to the outbox (once: a request already there by its id is not added
 * again), and tells whether it is there: a full storage may refuse it.
 */
export function enqueue(storage: OutboxStorage, item: OutboxItem): boolean {
  const items = readOutbox(storage)
  if (!items.some((i) => i.body.id === item.body.id)) writeOutbox(storage, [...items, item])
  return isWaiting(storage, item.body.id)
}

/** Requests being posted, by id: whether each got through. */
export type InFlight = Map<string, Promise<boolean>>

/**
 * Sends every waiting request, oldest first, each removed once its webhook answers 2xx;
 * stops at the first failure (the connection is likely down) and resolves with the ids sent.
 * Two flushes at once (a tap and the connection's return) send nothing twice: a request
 * another flush is posting is waited for, not posted again, so either flush resolves only
 * once it knows how that request went.
 */
export async function flushOutbox(
  storage: OutboxStorage,
  post: (url: string, body: unknown) => Promise<void>,
  inFlight: InFlight = IN_FLIGHT,
): Promise<string[]> {
  const sent: string[] = []
  for (const item of readOutbox(storage)) {
    const id = item.body.id
    const posting = inFlight.get(id)
    if (posting) {
      if (!(await posting)) break
      continue
    }
    const attempt = post(item.url, item.body).then(
      () => {
        writeOutbox(
          storage,
          readOutbox(storage).filter((i) => i.body.id !== id),
        )
        return true
      },
      () => false,
    )
    inFlight.set(id, attempt)
    const ok = await attempt.finally(() => inFlight.delete(id))
    if (!ok) break
    sent.push(id)
  }
  return sent
}

const IN_FLIGHT: InFlight = new Map()

/** Whether a request with this id still waits in the outbox. */
export function isWaiting(storage: OutboxStorage, id: string): boolean {
  return readOutbox(storage).some((i) => i.body.id === id)
}

/** Stands in for localStorage where the browser refuses it (some private modes): the page's memory. */
const memory = new Map<string, string>()
const inMemory: OutboxStorage = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) }

/**
 * Where this browser's outbox lives: localStorage, or, where reading or writing it is
 * refused, the page's memory, so a request is still sent and retried while the page is open.
 */
export function outboxStorage(): OutboxStorage {
  try {
    const storage = window.localStorage
    storage.setItem(OUTBOX_KEY, storage.getItem(OUTBOX_KEY) ?? "[]")
    return storage
  } catch {
    return inMemory
  }
}

/** The event the window hears when a waiting request has been sent; its `detail` is the request's id. */
export const SENT_EVENT = "outbox:sent"

/**
 * Sends whatever waits, if anything does, and tells the page of each request sent (a
 * form still showing it as not sent listens for SENT_EVENT).
 */
export async function sendWaiting(post: (url: string, body: unknown) => Promise<void>): Promise<void> {
  const storage = outboxStorage()
  if (!readOutbox(storage).length) return
  for (const id of await flushOutbox(storage, post)) window.dispatchEvent(new CustomEvent(SENT_EVENT, { detail: id }))
}

/** While a request waits, it is tried again this often. */
export const RETRY_EVERY_MS = 30_000

/**
 * Sends waiting requests again by themselves, until they have gone: when the connection
 * comes back, when the visitor returns to the tab and every half minute (and, from
 * gatsby-browser.tsx, on every page the visitor opens). Returns the way to stop.
 */
export function retryWaiting(post: (url: string, body: unknown) => Promise<void>): () => void {
  const retry = () => void sendWaiting(post)
  const onVisible = () => document.visibilityState === "visible" && retry()
  window.addEventListener("online", retry)
  document.addEventListener("visibilitychange", onVisible)
  const timer = window.setInterval(retry, RETRY_EVERY_MS)
  return () => {
    window.removeEventListener("online", retry)
    document.removeEventListener("visibilitychange", onVisible)
    window.clearInterval(timer)
  }
}

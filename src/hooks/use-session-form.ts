/**
 * Form state kept in sessionStorage (nothing a visitor typed is lost on a
 * reload or a failed send). The built HTML renders the empty state; the saved state is
 * restored as the form hydrates, and only then are changes written back.
 */
import { useCallback, useRef, useState } from "react"
import { readStorage, removeStorage, writeStorage } from "../lib/safe-storage"
import { useBrowserLayoutEffect } from "./use-browser-layout-effect"

/**
 * `initial` gives the shape: a saved value is used only where its fields have the same
 * kind (string for string, object for object, or null where null is allowed), so an old
 * or tampered entry can never crash the page.
 */
function mergeSaved<T extends Record<string, unknown>>(
  initial: T,
  saved: unknown,
  nullable: readonly string[] = [],
): T {
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) return initial
  const out: Record<string, unknown> = { ...initial }
  for (const [key, base] of Object.entries(initial)) {
    const value = (saved as Record<string, unknown>)[key]
    if (value === undefined) continue
    if (typeof base === "string" && typeof value === "string") out[key] = value
    else if (typeof base === "boolean" && typeof value === "boolean") out[key] = value
    else if (nullable.includes(key) && value === null) out[key] = null
    else if (base && typeof base === "object" && value && typeof value === "object" && !Array.isArray(value)) {
      out[key] = mergeSaved(base as Record<string, unknown>, value)
    } else if (base === null && nullable.includes(key) && value && typeof value === "object") {
      out[key] = value
    }
  }
  return out as T
}

/**
 * The restored state under what the visitor has entered since the page was drawn: a
 * field of `current` that differs from `initial` was typed (or pasted, or autofilled)
 * before the saved state came back, and wins over the saved value.
 */
export function underEntered<T extends Record<string, unknown>>(initial: T, current: T, restored: T): T {
  const out: Record<string, unknown> = { ...restored }
  for (const [key, base] of Object.entries(initial)) {
    const now = current[key]
    if (now === base) continue
    const nested = base && typeof base === "object" && now && typeof now === "object" && restored[key]
    out[key] = nested
      ? underEntered(
          base as Record<string, unknown>,
          now as Record<string, unknown>,
          restored[key] as Record<string, unknown>,
        )
      : now
  }
  return out as T
}

export function useSessionForm<T extends Record<string, unknown>>(
  key: string,
  initial: () => T,
  /** Top-level fields that may be null (restored as saved when an object). */
  nullable: readonly string[] = [],
) {
  const [state, setState] = useState<T>(initial)
  const restored = useRef(false)
  // False in the built HTML and until the saved state is back.
  const [ready, setReady] = useState(false)

  // As the form hydrates, with the fields' early values (use-early-value.ts): what the
  // visitor entered before the page's code arrived is kept over what was saved before.
  useBrowserLayoutEffect(() => {
    const text = readStorage("session", key)
    if (text) {
      try {
        const saved = mergeSaved(initial(), JSON.parse(text), nullable)
        setState((current) => underEntered(initial(), current, saved))
      } catch (error) {
        console.warn(`Ignoring unreadable saved form ${key}`, error)
      }
    }
    restored.current = true
    setReady(true)
    // Restore once, on mount.
  }, [key])

  // Written as the change renders, before the browser paints it: Preact runs a plain effect
  // a frame later, and a reload or a closed tab in that frame (a tap on Calculate, then
  // Reload) would lose the change.
  useBrowserLayoutEffect(() => {
    if (restored.current) writeStorage("session", key, JSON.stringify(state))
  }, [key, state])

  const reset = useCallback(() => {
    removeStorage("session", key)
    setState(initial())
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return [state, setState, reset, ready] as const
}

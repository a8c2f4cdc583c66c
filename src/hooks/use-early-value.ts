/**
 * A field that takes up what the visitor entered before the page's code arrived (see
 * src/lib/early-input.ts): give it the field's ref, and `take` receives the DOM's value
 * once, as the component hydrates, when it differs from what the field was drawn with.
 * `take` is the field's own change handler, so an early value is handled as if it had
 * been typed after hydration.
 *
 * A layout effect: its update is applied before the app replays taps held during
 * start-up, so a replayed button reads the value.
 */
import type { RefObject } from "react"
import { earlyValue, type FieldElement } from "../lib/early-input"
import { useBrowserLayoutEffect } from "./use-browser-layout-effect"

export function useEarlyValue<E extends FieldElement>(
  ref: RefObject<E | null>,
  take: (value: string | boolean) => void,
): void {
  // Once, as the field hydrates: `take` is the handler of that first render.
  useBrowserLayoutEffect(() => {
    const value = ref.current ? earlyValue(ref.current) : null
    if (value !== null) take(value)
  }, [])
}

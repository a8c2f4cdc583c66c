/**
 * `value`, once the frame that answered its change has painted: what a key or a tap
 * changed is drawn first, and what follows `value` here (a long list, a panel of figures)
 * renders after that paint, in a task of its own. The browser runs the site on Preact,
 * which runs an effect after the frame that showed its render; React's
 * `useDeferredValue`, which defers the same way under React, only passes the value
 * through there. Under React (the unit tests) the value follows in a second render.
 * `atMount` is what the component's first render gets (by default `value` itself): a
 * component mounted by the tap itself defers its costly part by passing the "not yet" value.
 */
import { useEffect, useState } from "react"

export function useAfterPaint<T>(value: T, atMount: T = value): T {
  const [shown, setShown] = useState(atMount)
  useEffect(() => setShown(() => value), [value])
  return shown
}

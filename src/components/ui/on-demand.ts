/**
 * A component whose code loads on demand: not part of what a page needs before it
 * responds, fetched when the visitor shows intent (`prefetch`, for pointing at or
 * focusing what opens it) and at the latest when it first renders. If its code cannot be
 * fetched (the connection dropped), `Unavailable` renders in its place instead of the
 * page failing.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react"

export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Unavailable: ComponentType<P>,
): { Component: LazyExoticComponent<ComponentType<P>>; prefetch: () => void } {
  return {
    Component: lazy(() => load().catch(() => ({ default: Unavailable }))),
    prefetch: () => void load().catch(() => undefined),
  }
}

/**
 * A layout effect in the browser (it runs as the render commits, before the paint) and a
 * plain effect on the server, where there is nothing to lay out and React warns about a
 * layout effect.
 */
import { useEffect, useLayoutEffect } from "react"

export const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

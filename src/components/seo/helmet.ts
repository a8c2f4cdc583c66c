/**
 * react-helmet as the browser gets it: fetched on demand, when the visitor first moves to
 * another page within the app (seo.tsx). The server's bundle takes helmet.server.ts
 * instead (src/node/webpack-config.ts).
 */
import { lazy } from "react"

export const Helmet = lazy(() => import("react-helmet").then((m) => ({ default: m.Helmet })))

#!/usr/bin/env node
/**
 * Renders the logo mark (the same drawing as src/components/layout/logo.tsx) to
 * src/images/icon.png, from which gatsby-plugin-manifest makes the favicon and app icons.
 * (The link-preview picture, which carries the company name, is drawn at build time by
 * src/node/post-build/og-image.ts.) Run: node scripts/make-icon.mjs
 */
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const MARK = `
  <path d="M24 2 6 8v14c0 11.5 7.6 20.6 18 24 10.4-3.4 18-12.5 18-24V8L24 2Z" fill="#16304f"/>
  <path d="M24 6.3 10 11v11c0 9.2 5.8 16.7 14 19.8 8.2-3.1 14-10.6 14-19.8V11L24 6.3Z" fill="#d29b3a"/>
  <path d="M24 12c-1.6 2.3-4.8 2.4-5.6 5.1 2 .4 2.6 1.6 2 3.1-2.2-.3-3.9 1.1-3.6 3.3 1.6-.6 3.2.2 3.1 1.8-1.8.7-2.5 2.7-1.3 4.3 1.7-1.3 3.6-.8 4.3.6L24 38l1.1-7.8c.7-1.4 2.6-1.9 4.3-.6 1.2-1.6.5-3.6-1.3-4.3-.1-1.6 1.5-2.4 3.1-1.8.3-2.2-1.4-3.6-3.6-3.3-.6-1.5 0-2.7 2-3.1-.8-2.7-4-2.8-5.6-5.1Z" fill="#16304f"/>`

const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 48 48">
  <rect width="48" height="48" rx="10" fill="#fbf8f3"/>
  <g transform="translate(4 4) scale(0.8333)">${MARK}</g>
</svg>`

await sharp(Buffer.from(icon)).png().toFile(path.join(ROOT, "src/images/icon.png"))
console.log("Wrote src/images/icon.png")

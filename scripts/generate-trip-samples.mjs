#!/usr/bin/env node
/**
 * Generates the SAMPLE photos of the six incentive trips: drawn landscapes
 * in each destination's colours, stamped "SAMPLE PHOTO" so nobody mistakes them for real
 * trip pictures, 1200×800 JPEG at quality 70 (a few dozen KB each, so the repository
 * stays light). Replace them with real photos by dropping files into the trip folders.
 *
 * Usage: node scripts/generate-trip-samples.mjs [--force]
 * Writes data/trips/{tripId}/{1..n}.jpg; existing files are kept unless --force.
 * Deterministic: the same trip and index always give the same picture.
 *
 * One sample (PHONE_PHOTO) carries what a phone writes into every photo: the camera's make
 * and model and the GPS position where it was taken. The build must publish none of it, and
 * the end-to-end suite checks that on the real build of this sample.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const TRIPS_DIR = path.join(ROOT, "data/trips")
const W = 1200
const H = 800

/** The sample that carries a phone's camera and GPS metadata (EXIF), as curators' photos do. */
const PHONE_PHOTO = { trip: "bahamas-2012", index: 4 }
const PHONE_EXIF = {
  IFD0: { Make: "SampleCam", Model: "Phone 12" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 4/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "77/1 20/1 0/1" },
}

/** Scene per trip: the published photo counts and a palette. */
const TRIPS = [
  {
    id: "hawaii-2016",
    label: "Hawaii 2016",
    count: 8,
    scene: "tropical",
    sky: ["#ff9a6b", "#ffd38a", "#8fd3f4"],
    sea: "#1b7fa6",
    land: "#1f5e3b",
  },
  {
    id: "puerto-vallarta-2018",
    label: "Puerto Vallarta 2018",
    count: 32,
    scene: "tropical",
    sky: ["#6a82fb", "#fc5c7d", "#ffc371"],
    sea: "#1c6e8c",
    land: "#2d5a27",
  },
  {
    id: "winter-wonderland-canada-2018",
    label: "Winter Wonderland Canada 2018",
    count: 72,
    scene: "mountains",
    sky: ["#1e3c72", "#6dd5ed", "#e0f4ff"],
    sea: "#2f8fb0",
    land: "#f4f8fb",
  },
  {
    id: "germany-italy-2015",
    label: "Germany & Italy 2015",
    count: 16,
    scene: "hills",
    sky: ["#f6d365", "#fda085", "#a1c4fd"],
    sea: "#3e7cb1",
    land: "#5b8c3a",
  },
  {
    id: "dominican-republic-2013",
    label: "Dominican Republic 2013",
    count: 7,
    scene: "tropical",
    sky: ["#00c6ff", "#7fe3ff", "#fff1c1"],
    sea: "#0e8fa8",
    land: "#2f6b3a",
  },
  {
    id: "bahamas-2012",
    label: "Bahamas 2012",
    count: 4,
    scene: "tropical",
    sky: ["#36d1dc", "#a8edea", "#fed6e3"],
    sea: "#15a3b5",
    land: "#356e44",
  },
]

/** Small seeded PRNG (mulberry32) so every run draws the same pictures. */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function hash(text) {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** A jagged ridge line from x=0 to x=W as an SVG path closed at the bottom. */
function ridge(rand, baseY, amplitude, steps, bottom = H) {
  let d = `M0 ${bottom} L0 ${baseY}`
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i
    const y = baseY - rand() * amplitude + amplitude / 3
    d += ` L${x.toFixed(0)} ${y.toFixed(0)}`
  }
  return `${d} L${W} ${bottom} Z`
}

/** A smooth wave band used for rolling hills and the sea. */
function wave(rand, baseY, amplitude, bottom = H) {
  const phase = rand() * Math.PI * 2
  const freq = 1 + rand() * 2
  let d = `M0 ${bottom} L0 ${baseY}`
  for (let x = 0; x <= W; x += 40) {
    const y = baseY + Math.sin((x / W) * Math.PI * freq + phase) * amplitude
    d += ` L${x} ${y.toFixed(1)}`
  }
  return `${d} L${W} ${bottom} Z`
}

function palm(x, groundY, height, lean) {
  const topX = x + lean
  const topY = groundY - height
  const fronds = [-70, -35, -10, 15, 45, 80]
    .map((a) => {
      const r = (a * Math.PI) / 180
      const ex = topX + Math.cos(r) * 90 * Math.sign(a || 1)
      const ey = topY + Math.abs(Math.sin(r)) * 40 + 10
      return `<path d="M${topX} ${topY} Q${(topX + ex) / 2} ${topY - 40} ${ex.toFixed(0)} ${ey.toFixed(0)}" stroke="#12301f" stroke-width="14" fill="none" stroke-linecap="round"/>`
    })
    .join("")
  return `<path d="M${x} ${groundY} Q${x + lean * 0.2} ${groundY - height / 2} ${topX} ${topY}" stroke="#3a2a1a" stroke-width="16" fill="none"/>${fronds}`
}

function pine(x, groundY, size, color) {
  return `<path d="M${x} ${groundY - size} L${x - size * 0.35} ${groundY} L${x + size * 0.35} ${groundY} Z" fill="${color}"/>`
}

function scene(trip, index, total) {
  const rand = rng(hash(`${trip.id}-${index}`))
  const [s1, s2, s3] = trip.sky
  const sunX = 150 + rand() * 900
  const sunY = 120 + rand() * 200
  const horizon = 470 + rand() * 80
  const layers = []
  if (trip.scene === "mountains") {
    layers.push(`<path d="${ridge(rand, horizon - 180, 260, 7)}" fill="#8fa9c7" opacity="0.85"/>`)
    layers.push(`<path d="${ridge(rand, horizon - 60, 200, 10)}" fill="#5d7ea3"/>`)
    layers.push(`<path d="${ridge(rand, horizon + 40, 60, 14)}" fill="${trip.land}"/>`)
    layers.push(`<rect x="0" y="${horizon + 60}" width="${W}" height="${H}" fill="${trip.sea}" opacity="0.75"/>`)
    for (let i = 0; i < 14; i++)
      layers.push(pine(rand() * W, horizon + 80 + rand() * 220, 90 + rand() * 120, "#1d4a3a"))
    for (let i = 0; i < 60; i++)
      layers.push(
        `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * H).toFixed(0)}" r="${(2 + rand() * 4).toFixed(1)}" fill="#ffffff" opacity="0.8"/>`,
      )
  } else if (trip.scene === "hills") {
    layers.push(`<path d="${wave(rand, horizon - 80, 50)}" fill="#7fa86b" opacity="0.8"/>`)
    layers.push(`<path d="${wave(rand, horizon, 40)}" fill="${trip.land}"/>`)
    layers.push(`<path d="${wave(rand, horizon + 120, 30)}" fill="#3f6e2a"/>`)
    const cx = 200 + rand() * 800
    layers.push(
      `<g fill="#d9c7a3" stroke="#6b4f2a" stroke-width="4"><rect x="${cx}" y="${horizon - 150}" width="60" height="170"/><path d="M${cx - 10} ${horizon - 150} L${cx + 30} ${horizon - 230} L${cx + 70} ${horizon - 150} Z" fill="#a0522d"/><rect x="${cx + 60}" y="${horizon - 80}" width="160" height="100"/><path d="M${cx + 50} ${horizon - 80} L${cx + 140} ${horizon - 140} L${cx + 230} ${horizon - 80} Z" fill="#a0522d"/></g>`,
    )
    for (let i = 0; i < 10; i++) {
      const x = rand() * W
      const y = horizon + 140 + rand() * 180
      layers.push(`<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="14" ry="36" fill="#2e5d1e"/>`)
    }
  } else {
    layers.push(`<path d="${wave(rand, horizon, 8)}" fill="${trip.sea}"/>`)
    for (let i = 0; i < 8; i++) {
      const y = horizon + 30 + i * 28
      layers.push(`<path d="${wave(rand, y, 5, y + 6)}" fill="#ffffff" opacity="0.18"/>`)
    }
    layers.push(
      `<path d="M0 ${H} L0 ${H - 130 - rand() * 60} Q${W * 0.4} ${H - 200 - rand() * 60} ${W} ${H - 90} L${W} ${H} Z" fill="#f3dfae"/>`,
    )
    layers.push(`<path d="${ridge(rand, horizon - 30, 90, 6, horizon + 4)}" fill="${trip.land}" opacity="0.85"/>`)
    const palms = 1 + Math.floor(rand() * 3)
    for (let i = 0; i < palms; i++)
      layers.push(palm(80 + rand() * 1000, H - 110, 260 + rand() * 160, -80 + rand() * 160))
  }
  const caption = `${trip.label} · ${index} of ${total}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${s1}"/><stop offset="0.55" stop-color="${s2}"/><stop offset="1" stop-color="${s3}"/>
    </linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.6" stop-color="#fff1b8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff1b8" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="110" fill="url(#sun)"/>
  ${layers.join("\n  ")}
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" text-anchor="middle">
    <text x="${W / 2}" y="${H / 2 + 10}" font-size="96" font-weight="700" fill="#ffffff" fill-opacity="0.82" stroke="#0f2238" stroke-opacity="0.55" stroke-width="3" letter-spacing="6">SAMPLE PHOTO</text>
    <rect x="${W / 2 - 330}" y="${H / 2 + 40}" width="660" height="58" rx="29" fill="#0f2238" fill-opacity="0.6"/>
    <text x="${W / 2}" y="${H / 2 + 80}" font-size="32" fill="#ffffff">${caption.replace(/&/g, "&amp;")}</text>
  </g>
</svg>`
}

const force = process.argv.includes("--force")
let written = 0
for (const trip of TRIPS) {
  const dir = path.join(TRIPS_DIR, trip.id)
  fs.mkdirSync(dir, { recursive: true })
  for (let i = 1; i <= trip.count; i++) {
    const file = path.join(dir, `${i}.jpg`)
    if (!force && fs.existsSync(file)) continue
    const svg = Buffer.from(scene(trip, i, trip.count))
    const phone = trip.id === PHONE_PHOTO.trip && i === PHONE_PHOTO.index
    await (phone ? sharp(svg).withExif(PHONE_EXIF) : sharp(svg)).jpeg({ quality: 70, mozjpeg: true }).toFile(file)
    written++
  }
}
console.log(`Wrote ${written} sample photo(s) under ${path.relative(ROOT, TRIPS_DIR)}/`)

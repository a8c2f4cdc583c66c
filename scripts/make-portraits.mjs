/**
 * Writes the sample team portraits data/people/{key}.jpg: flat illustrated busts drawn
 * from SVG, clearly generated (no photograph of any real person), one palette per person
 * so the cards differ. An agency replaces them with real portraits (any size, square
 * crops look best) and keeps the `photo` and `photoAlt` fields in data/people.json.
 *
 *   node scripts/make-portraits.mjs            every team member of data/team.json
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"

const ROOT = path.resolve(import.meta.dirname, "..")
const team = JSON.parse(fs.readFileSync(path.join(ROOT, "data/team.json"), "utf8"))

/** Warm, muted backgrounds and skin, hair and clothing tones, picked per person by a hash of the key. */
const BACKGROUNDS = [
  ["#f3e3c3", "#d9a95b"],
  ["#dfe8f1", "#7d9cc0"],
  ["#e6efe2", "#86a97a"],
  ["#f1e0dc", "#c4877a"],
  ["#ece4f0", "#9a86b3"],
]
const SKIN = ["#f1c9a5", "#e0ac84", "#c68c63", "#9c6644", "#7a4e33", "#f5d7bd"]
const HAIR = ["#2b1d14", "#4a3222", "#6b4a2b", "#1c1c1c", "#8a6a4a", "#3b2f2f"]
const CLOTHES = ["#16304f", "#23486f", "#5b3a29", "#2f5d50", "#6b2d3a", "#3d3d5c"]

function hash(text) {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
  return h
}

function portraitSvg(key) {
  const h = hash(key)
  const [bgLight, bgDark] = BACKGROUNDS[h % BACKGROUNDS.length]
  const skin = SKIN[(h >>> 3) % SKIN.length]
  const hair = HAIR[(h >>> 7) % HAIR.length]
  const clothes = CLOTHES[(h >>> 11) % CLOTHES.length]
  const longHair = (h >>> 15) % 2 === 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>
    <radialGradient id="bg" cx="35%" cy="30%" r="85%">
      <stop offset="0" stop-color="${bgLight}"/>
      <stop offset="1" stop-color="${bgDark}"/>
    </radialGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <circle cx="330" cy="70" r="90" fill="#ffffff" opacity="0.12"/>
  <circle cx="60" cy="360" r="120" fill="#ffffff" opacity="0.08"/>
  ${longHair ? `<path d="M122 190 C112 100 160 72 200 72 C240 72 288 100 278 190 L286 300 L114 300 Z" fill="${hair}"/>` : ""}
  <path d="M70 400 C76 320 128 286 200 286 C272 286 324 320 330 400 Z" fill="${clothes}"/>
  <path d="M176 250 L224 250 L228 298 C214 310 186 310 172 298 Z" fill="${skin}"/>
  <ellipse cx="200" cy="186" rx="62" ry="74" fill="${skin}"/>
  <path d="M136 176 C132 118 168 100 200 100 C236 100 270 120 264 176 C248 140 214 132 200 134 C176 136 150 146 136 176 Z" fill="${hair}"/>
  <path d="M176 300 L200 330 L224 300" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
</svg>`
}

const dir = path.join(ROOT, "data/people")
fs.mkdirSync(dir, { recursive: true })
for (const member of team.members) {
  const file = path.join(dir, `${member.person}.jpg`)
  await sharp(Buffer.from(portraitSvg(member.person)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file)
  console.log(`wrote ${path.relative(ROOT, file)}`)
}

import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.cjs"
const FLAGS = [...CHROMIUM_ARGS.map((f) => (f === "--headless" ? "--headless=new" : f)), "--disable-dev-shm-usage"]
const origin = "http://127.0.0.1:9000"
const RUNS = Number(process.env.RUNS ?? 3)
const urls = process.argv.slice(2)
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2 }
const res = Object.fromEntries(urls.map((u) => [u, []]))
for (let i = 0; i < RUNS; i++) for (const u of urls) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS })
  try {
    const r = await lighthouse(origin + u, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })
    const a = r.lhr.audits
    const tasks = (a["long-tasks"]?.details?.items ?? []).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)}:${(t.url||"").replace(origin,"").slice(0,30)}`)
    res[u].push({ tbt: a["total-blocking-time"].numericValue, lcp: a["largest-contentful-paint"].numericValue, tasks })
  } finally { await chrome.kill() }
}
for (const u of urls) { console.log(u.padEnd(50), "TBT", med(res[u].map((r) => r.tbt)), JSON.stringify(res[u].map((r) => Math.round(r.tbt))), "LCP", Math.round(med(res[u].map((r) => r.lcp)))); if (process.env.TASKS) for (const r of res[u]) console.log("   ", r.tasks.join("  ")) }

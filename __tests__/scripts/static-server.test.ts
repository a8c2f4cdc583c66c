import fs from "fs"
import os from "os"
import path from "path"
import http from "http"
import zlib from "zlib"
import { spawn, type ChildProcess } from "child_process"

const PORT = 9779

describe("static server (static-host behaviour)", () => {
  /** The served folder, `site/` in a temporary folder that also holds files it must never serve. */
  let root: string
  let origin: string
  let close: () => void

  beforeAll(async () => {
    root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "static-")), "site")
    fs.mkdirSync(path.join(root, "faq"), { recursive: true })
    fs.writeFileSync(path.join(root, "../secret.txt"), "outside the site")
    fs.mkdirSync(path.join(root, "../site-private"))
    fs.writeFileSync(path.join(root, "../site-private/secret.txt"), "beside the site")
    fs.writeFileSync(path.join(root, "index.html"), "<h1>home</h1>")
    fs.writeFileSync(path.join(root, "faq/index.html"), "<h1>faq</h1>")
    fs.writeFileSync(path.join(root, "404.html"), "<h1>not found</h1>")
    fs.writeFileSync(path.join(root, "about.html"), "<h1>about</h1>")
    fs.writeFileSync(
      path.join(root, "_headers"),
      "/*\n  X-Test: yes\n/faq*\n  X-Faq: 1\n/about\n  ! X-Test\n  X-Test: replaced\n",
    )
    fs.writeFileSync(path.join(root, "app.js"), `console.log(${JSON.stringify("x".repeat(2000))})`)
    fs.writeFileSync(path.join(root, "photo.jpg"), Buffer.alloc(100, 7))
    // Run the real command, as `npm run serve` does.
    const child: ChildProcess = spawn(process.execPath, [
      path.join(__dirname, "../../scripts/static-server.mjs"),
      root,
      String(PORT),
    ])
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && resolve())
      child.on("exit", (code) => reject(new Error(`server exited with ${code}`)))
    })
    origin = `http://127.0.0.1:${PORT}`
    close = () => child.kill()
  })
  afterAll(() => {
    close()
    fs.rmSync(path.dirname(root), { recursive: true, force: true })
  })

  it("serves index.html per folder, with or without the slash", async () => {
    for (const p of ["/faq", "/faq/"]) {
      const res = await fetch(origin + p)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe("<h1>faq</h1>")
    }
  })

  it("serves /name from name.html with status 200, and redirects /name/ to /name with 308, as the hosts do", async () => {
    const page = await fetch(`${origin}/about`, { redirect: "manual" })
    expect(page.status).toBe(200)
    expect(await page.text()).toBe("<h1>about</h1>")
    const slash = await fetch(`${origin}/about/`, { redirect: "manual" })
    expect(slash.status).toBe(308)
    expect(slash.headers.get("location")).toBe("/about")
  })

  it("answers unknown paths with 404.html and status 404, and never serves _headers", async () => {
    for (const p of ["/nope", "/_headers", "/../secret"]) {
      const res = await fetch(origin + p)
      expect(res.status).toBe(404)
      expect(await res.text()).toBe("<h1>not found</h1>")
    }
  })

  it("serves nothing outside its folder, however the path spells ../", async () => {
    // fetch resolves a plain ../ before sending; an encoded slash reaches the server as sent.
    for (const p of [
      "/..%2fsecret.txt",
      "/..%2F..%2fsecret.txt",
      "/faq/..%2f..%2fsecret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsite-private/secret.txt",
    ]) {
      const res = await fetch(origin + p)
      expect({ p, status: res.status }).toEqual({ p, status: 404 })
      expect(await res.text()).toBe("<h1>not found</h1>")
    }
  })

  it("compresses text files with gzip when the browser accepts it, as a host does, and leaves pictures as they are", async () => {
    /** One GET with the given Accept-Encoding, the body as it came over the wire. */
    const get = (p: string, acceptEncoding: string) =>
      new Promise<{ encoding?: string; length: number; body: Buffer }>((resolve, reject) => {
        http
          .get(`${origin}${p}`, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on("data", (c: Buffer) => chunks.push(c))
            res.on("end", () =>
              resolve({
                encoding: res.headers["content-encoding"],
                length: Number(res.headers["content-length"]),
                body: Buffer.concat(chunks),
              }),
            )
          })
          .on("error", reject)
      })
    const source = fs.readFileSync(path.join(root, "app.js"))
    const gzipped = await get("/app.js", "gzip, deflate, br")
    expect(gzipped.encoding).toBe("gzip")
    expect(gzipped.length).toBe(gzipped.body.length)
    expect(gzipped.body.length).toBeLessThan(source.length)
    expect(zlib.gunzipSync(gzipped.body)).toEqual(source)
    const plain = await get("/app.js", "identity")
    expect(plain.encoding).toBeUndefined()
    expect(plain.body).toEqual(source)
    expect((await get("/photo.jpg", "gzip")).encoding).toBeUndefined()
  })

  it("applies _headers rules by path", async () => {
    const faq = await fetch(`${origin}/faq`)
    expect(faq.headers.get("x-test")).toBe("yes")
    expect(faq.headers.get("x-faq")).toBe("1")
    expect((await fetch(`${origin}/`)).headers.get("x-faq")).toBeNull()
  })

  it("detaches a header an earlier rule set (`! Name`, as Cloudflare Pages does) before setting it anew", async () => {
    expect((await fetch(`${origin}/about`)).headers.get("x-test")).toBe("replaced")
  })
})

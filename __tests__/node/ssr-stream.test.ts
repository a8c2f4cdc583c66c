/**
 * @jest-environment node
 */
import { Writable } from "stream"
import React from "react"
import { renderToPipeableStream } from "react-dom/server"

/** The page's HTML as Gatsby's build collects it: React's stream, every chunk appended. */
function render(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk, _encoding, next) {
        html += chunk.toString()
        next()
      },
    })
    sink.on("finish", () => resolve(html))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

it("writes no NUL byte where a character of several bytes meets the end of React's 2,048-byte buffer (patches/react-dom)", async () => {
  // Many short texts, each ending in an ellipsis (three bytes); each shift of the start
  // moves them one byte along, so that one of them straddles the end of the buffer.
  for (let shift = 0; shift < 16; shift++) {
    const items = Array.from({ length: 300 }, (_, i) => React.createElement("i", { key: i }, "a…"))
    const html = await render(React.createElement("p", null, "x".repeat(shift), items))
    expect(html).not.toContain("\0")
    expect(html).toBe(`<p>${"x".repeat(shift)}${"<i>a…</i>".repeat(300)}</p>`)
  }
})

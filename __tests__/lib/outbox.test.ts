/** @jest-environment jsdom */
import {
  enqueue,
  flushOutbox,
  isWaiting,
  OUTBOX_KEY,
  outboxStorage,
  readOutbox,
  type OutboxStorage,
} from "../../src/lib/outbox"

function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}
const item = (id: string) => ({ url: "https://hook.example/q", body: { id } })

describe("the outbox", () => {
  it("keeps a request until its webhook answers, then lets it go", async () => {
    const storage = memoryStorage()
    enqueue(storage, item("a"))
    const down = jest.fn().mockRejectedValue(new Error("offline"))
    await expect(flushOutbox(storage, down, new Map())).resolves.toEqual([])
    expect(isWaiting(storage, "a")).toBe(true)
    const up = jest.fn().mockResolvedValue(undefined)
    await expect(flushOutbox(storage, up, new Map())).resolves.toEqual(["a"])
    expect(up).toHaveBeenCalledWith("https://hook.example/q", { id: "a" })
    expect(isWaiting(storage, "a")).toBe(false)
  })

  it("holds a request once however often it is added (a double tap, a retry)", () => {
    const storage = memoryStorage()
    enqueue(storage, item("a"))
    enqueue(storage, item("a"))
    expect(readOutbox(storage)).toHaveLength(1)
  })

  it("sends oldest first and stops at the first failure, keeping the rest", async () => {
    const storage = memoryStorage()
    for (const id of ["a", "b", "c"]) enqueue(storage, item(id))
    const post = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("500"))
    await expect(flushOutbox(storage, post, new Map())).resolves.toEqual(["a"])
    expect(post).toHaveBeenCalledTimes(2)
    expect(readOutbox(storage).map((i) => i.body.id)).toEqual(["b", "c"])
  })

  it("sends nothing twice when two flushes overlap, and the second resolves once the first's post is answered", async () => {
    const storage = memoryStorage()
    enqueue(storage, item("a"))
    let answer: () => void = () => {}
    const post = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)))
    const inFlight = new Map()
    const first = flushOutbox(storage, post, inFlight)
    let secondDone = false
    const second = flushOutbox(storage, post, inFlight).then((ids) => ((secondDone = true), ids))
    await Promise.resolve()
    expect(secondDone).toBe(false)
    answer()
    expect([...(await first), ...(await second)]).toEqual(["a"])
    expect(isWaiting(storage, "a")).toBe(false)
    expect(post).toHaveBeenCalledTimes(1)
  })

  it("reads a damaged or foreign entry as empty, and survives a storage that refuses writes", () => {
    const storage = memoryStorage()
    storage.data.set(OUTBOX_KEY, "{not json")
    expect(readOutbox(storage)).toEqual([])
    storage.data.set(OUTBOX_KEY, JSON.stringify([{ url: 1 }, item("ok")]))
    expect(readOutbox(storage).map((i) => i.body.id)).toEqual(["ok"])
    const full: OutboxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceeded")
      },
    }
    expect(() => enqueue(full, item("a"))).not.toThrow()
  })

  it("keeps requests in the page's memory where the browser refuses localStorage, and says when it could not keep one", async () => {
    const refused = jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError")
    })
    try {
      const storage = outboxStorage()
      expect(enqueue(storage, item("m"))).toBe(true)
      const post = jest.fn().mockResolvedValue(undefined)
      await expect(flushOutbox(storage, post, new Map())).resolves.toEqual(["m"])
    } finally {
      refused.mockRestore()
    }
    const full: OutboxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceeded")
      },
    }
    expect(enqueue(full, item("x"))).toBe(false)
  })
})

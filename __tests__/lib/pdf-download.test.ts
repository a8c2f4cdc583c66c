import { downloadReducer, runDownload, type DownloadEvent, type DownloadStatus } from "../../src/lib/pdf-download"

function recorder() {
  let state: DownloadStatus = "idle"
  const states: DownloadStatus[] = [state]
  const dispatch = (event: DownloadEvent) => {
    state = downloadReducer(state, event)
    states.push(state)
  }
  return { dispatch, states, current: () => state }
}

const pdfResponse = (status = 200) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    blob: async () => new Blob(["%PDF-1.7"], { type: "application/pdf" }),
  }) as Response

describe("downloadReducer", () => {
  it("goes idle → fetching → success or failure", () => {
    expect(downloadReducer("idle", { type: "start" })).toBe("fetching")
    expect(downloadReducer("fetching", { type: "succeeded" })).toBe("success")
    expect(downloadReducer("fetching", { type: "failed" })).toBe("failure")
  })

  it("ignores events that do not fit the state", () => {
    expect(downloadReducer("idle", { type: "succeeded" })).toBe("idle")
    expect(downloadReducer("success", { type: "failed" })).toBe("success")
    expect(downloadReducer("failure", { type: "start" })).toBe("failure")
  })
})

describe("runDownload", () => {
  it("fetches without credentials or cache, saves the file and ends in success", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(pdfResponse())
    const save = jest.fn()
    const log = jest.fn()
    const r = recorder()
    await expect(runDownload("/downloads/x.pdf", "X.pdf", r.dispatch, { fetchImpl, save, log })).resolves.toBe(true)
    expect(fetchImpl).toHaveBeenCalledWith("/downloads/x.pdf", { credentials: "omit", cache: "no-store" })
    expect(save).toHaveBeenCalledWith(expect.any(Blob), "X.pdf")
    expect(r.states).toEqual(["idle", "fetching", "success"])
    expect(log).not.toHaveBeenCalled()
  })

  it("logs the status and ends in failure on a non-OK answer", async () => {
    const save = jest.fn()
    const log = jest.fn()
    const r = recorder()
    await expect(
      runDownload("/x.pdf", "X.pdf", r.dispatch, { fetchImpl: async () => pdfResponse(404), save, log }),
    ).resolves.toBe(false)
    expect(log).toHaveBeenCalledWith("PDF fetch failed: 404")
    expect(save).not.toHaveBeenCalled()
    expect(r.current()).toBe("failure")
  })

  it("logs a network failure and ends in failure", async () => {
    const log = jest.fn()
    const r = recorder()
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
    await expect(runDownload("/x.pdf", "X.pdf", r.dispatch, { fetchImpl, save: jest.fn(), log })).resolves.toBe(false)
    expect(log).toHaveBeenCalledWith("Download request failed")
    expect(r.states).toEqual(["idle", "fetching", "failure"])
  })
})

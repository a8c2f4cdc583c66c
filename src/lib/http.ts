/** A JSON POST with a timeout, for webhooks: resolves on a 2xx answer, rejects otherwise. */

class SendError extends Error {
  constructor(
    message: string,
    /** "network", "timeout" or "status" */
    readonly kind: "network" | "timeout" | "status",
    readonly status?: number,
  ) {
    super(message)
    this.name = "SendError"
  }
}

export type PostOptions = {
  timeoutMs?: number
  /** `no-cors` for endpoints that do not answer CORS (the answer is then opaque and counts as sent). */
  mode?: RequestMode
  fetchImpl?: typeof fetch
}

export async function postJson(url: string, body: unknown, options: PostOptions = {}): Promise<void> {
  const { timeoutMs = 15000, mode = "cors", fetchImpl = fetch } = options
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: "POST",
      mode,
      headers: { "Content-Type": mode === "no-cors" ? "text/plain;charset=UTF-8" : "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: "omit",
    })
  } catch (error) {
    if (controller.signal.aborted) throw new SendError(`No answer from ${url} within ${timeoutMs} ms`, "timeout")
    throw new SendError(`Request to ${url} failed: ${(error as Error).message}`, "network")
  } finally {
    clearTimeout(timer)
  }
  if (response.type === "opaque") return
  if (!response.ok) throw new SendError(`${url} answered ${response.status}`, "status", response.status)
}

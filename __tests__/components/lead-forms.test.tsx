import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { QuoteRequestForm } from "../../src/components/forms/quote-request-form"
import { RequestInfoForm } from "../../src/components/forms/request-info-form"
import { postJson } from "../../src/lib/http"
import { OUTBOX_KEY, retryWaiting } from "../../src/lib/outbox"
import quoteFile, { en as quote } from "../../data/quote.json"
import { en as legal } from "../../data/legal.json"
import { OPT_OUT_STORAGE_KEY } from "../../src/lib/tracking"
import { PageLanguage } from "../../src/hooks/use-language"
import { overEnglish } from "../../src/node/schema/languages"

const HOOK = "https://hook.example/quote"
/** A 2xx answer, as postJson reads it (jsdom has no Response). */
const OK = { ok: true, status: 200, type: "cors" }
/** The quote request's words: the forms' shared words, with its own. */
const words = {
  ...quote.requestForms,
  ...quote.request,
  messages: { ...quote.requestForms.messages, ...quote.request.messages },
}

/** The same words as a Spanish page shows them (each text not in Spanish read in English). */
const spanishWords = overEnglish(words, {
  ...quoteFile.es.requestForms,
  ...quoteFile.es.request,
  messages: { ...quoteFile.es.requestForms?.messages, ...quoteFile.es.request?.messages },
}) as typeof words

/** Fills every required box with a request the agency can take, as labelled in `labels`. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, labels = words) {
  await user.type(screen.getByLabelText(labels.name.label), "Rosa Díaz")
  await user.type(screen.getByLabelText(labels.phone.label), "(559) 555-0100")
  await user.type(screen.getByLabelText(labels.zip.label), "93610")
  await user.type(screen.getByLabelText(labels.age.label), "67")
  await user.selectOptions(screen.getByLabelText(labels.forWhom.label), labels.forWhom.options[1])
  await user.selectOptions(screen.getByLabelText(labels.coverage.label), labels.coverage.options[0])
  await user.selectOptions(screen.getByLabelText(labels.bestTime.label), labels.bestTime.options[0])
}

const send = () => screen.getByRole("button", { name: words.submitLabel })
let fetchMock: jest.Mock

beforeEach(() => {
  window.localStorage.clear()
  // Sent well after the page began loading, as a person sends it.
  jest.spyOn(performance, "now").mockReturnValue(60_000)
  fetchMock = jest.fn()
  global.fetch = fetchMock
})
/**
 * The outbox's own retries, as gatsby-browser.tsx starts them on every page (a test with
 * fake timers starts them after installing its clock).
 */
let stopRetries = () => {}
const startRetries = () => void (stopRetries = retryWaiting(postJson))
afterEach(() => {
  stopRetries()
  jest.restoreAllMocks()
})

it("marks each box to fix in words, says nothing was sent, and sends nothing", async () => {
  const user = userEvent.setup()
  render(<QuoteRequestForm webhook={HOOK} />)
  await user.type(screen.getByLabelText(words.zip.label), "10001")
  await user.click(send())
  expect(screen.getByRole("alert")).toHaveTextContent(words.messages.checkAnswers)
  expect(screen.getByLabelText(words.name.label)).toHaveAccessibleDescription(words.messages.required)
  expect(screen.getByLabelText(words.zip.label)).toHaveAccessibleDescription(
    words.messages.zipNotServed.replace("{state}", "New York"),
  )
  expect(screen.getByLabelText(words.zip.label)).toHaveValue("10001")
  expect(fetchMock).not.toHaveBeenCalled()
})

it("sends the request once, with the consent as shown and answered, and says what happens next", async () => {
  fetchMock.mockResolvedValue(OK)
  const user = userEvent.setup()
  render(<QuoteRequestForm webhook={HOOK} />)
  await fillIn(user)
  await user.click(screen.getByLabelText(words.consent))
  await user.dblClick(send())
  await screen.findByRole("heading", { name: words.thanks.heading })
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0]
  expect(url).toBe(HOOK)
  const body = JSON.parse(init.body)
  expect(body).toMatchObject({
    form: "quote-request",
    page: "/",
    answers: { name: "Rosa Díaz", phone: "(559) 555-0100", zip: "93610", age: "67", email: "" },
    callConsent: { text: words.consent, checked: true },
    globalPrivacyControl: false,
    doNotSell: false,
  })
  expect(typeof body.id).toBe("string")
  expect(window.localStorage.getItem(OUTBOX_KEY)).toBe("[]")
})

it("says which language the family used: the language of the page they sent it from", async () => {
  fetchMock.mockResolvedValue(OK)
  const user = userEvent.setup()
  render(
    <PageLanguage context={{ language: "es" }}>
      <QuoteRequestForm webhook={HOOK} />
    </PageLanguage>,
  )
  await fillIn(user, spanishWords)
  await user.click(screen.getByRole("button", { name: spanishWords.submitLabel }))
  await screen.findByRole("heading", { name: spanishWords.thanks.heading })
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ language: "es" })
})

it("keeps every answer when the send fails, offers the phone, and sends the same request when the connection is back", async () => {
  startRetries()
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
  const user = userEvent.setup()
  render(<QuoteRequestForm webhook={HOOK} />)
  await fillIn(user)
  await user.click(send())
  expect(await screen.findByRole("alert")).toHaveTextContent(/has not reached us yet/)
  expect(screen.getByLabelText(words.name.label)).toHaveValue("Rosa Díaz")
  expect(screen.getByRole("alert").querySelector("a[href^='tel:']")).not.toBeNull()

  fetchMock.mockResolvedValue(OK)
  act(() => void window.dispatchEvent(new Event("online")))
  await screen.findByRole("heading", { name: words.thanks.heading })
  const ids = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).id)
  expect(ids).toHaveLength(2)
  expect(ids[1]).toBe(ids[0])
})

it("says to call, keeping what was typed, when the site has no address to send to", async () => {
  const user = userEvent.setup()
  render(<QuoteRequestForm webhook="" />)
  await fillIn(user)
  await user.click(send())
  expect(await screen.findByRole("alert")).toHaveTextContent(/cannot send requests yet/)
  expect(screen.getByLabelText(words.phone.label)).toHaveValue("(559) 555-0100")
  expect(fetchMock).not.toHaveBeenCalled()
})

it("sends nothing for a program that fills the hidden box", async () => {
  const user = userEvent.setup()
  const { container } = render(<QuoteRequestForm webhook={HOOK} />)
  await fillIn(user)
  const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!
  await user.type(trap, "http://spam.example")
  await user.click(send())
  await waitFor(() => expect(screen.queryByRole("button", { name: words.submitLabel })).toBeNull())
  expect(fetchMock).not.toHaveBeenCalled()
})

it("tries a kept request again by itself every half minute while the form is open", async () => {
  // performance.now keeps its mock (the page began a minute ago): the send does not wait out the minimum fill time.
  jest.useFakeTimers({ doNotFake: ["performance"] })
  startRetries()
  try {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<QuoteRequestForm webhook={HOOK} />)
    await fillIn(user)
    await user.click(send())
    expect(await screen.findByRole("alert")).toHaveTextContent(/has not reached us yet/)
    fetchMock.mockResolvedValue(OK)
    act(() => void jest.advanceTimersByTime(30_000))
    await screen.findByRole("heading", { name: words.thanks.heading })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  } finally {
    jest.useRealTimers()
  }
})

describe("the recruits' request for information", () => {
  const info = { ...quote.requestForms, ...quote.infoRequest }

  it("asks for a name, a phone, an e-mail, a state and a license, and sends them apart from the quote requests, with its own career consent", async () => {
    fetchMock.mockResolvedValue(OK)
    const user = userEvent.setup()
    render(<RequestInfoForm webhook="https://hook.example/recruits" />)
    await user.click(screen.getByRole("button", { name: info.submitLabel }))
    expect(screen.getByLabelText(info.licensed.label)).toHaveAccessibleDescription(info.messages.required)
    await user.type(screen.getByLabelText(info.name.label), "Marcus Bell")
    await user.type(screen.getByLabelText(info.phone.label), "559 555 0142")
    await user.selectOptions(screen.getByLabelText(info.state.label), "Texas")
    await user.selectOptions(screen.getByLabelText(info.licensed.label), info.licensed.options[1])
    await user.click(screen.getByRole("button", { name: info.submitLabel }))
    await screen.findByRole("heading", { name: info.thanks.heading })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe("https://hook.example/recruits")
    expect(JSON.parse(init.body)).toMatchObject({
      form: "request-info",
      answers: { name: "Marcus Bell", phone: "559 555 0142", email: "", state: "Texas", licensed: "Not yet" },
      callConsent: { text: info.consent, checked: false },
    })
  })
})

it("gives up on a webhook that does not answer within 15 seconds, keeps the request, and sends it again later", async () => {
  // performance.now keeps its mock (the page began a minute ago): the send does not wait out the minimum fill time.
  jest.useFakeTimers({ doNotFake: ["performance"] })
  startRetries()
  try {
    // The first post hangs until it is abandoned; the next is answered.
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    )
    fetchMock.mockResolvedValue(OK)
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<QuoteRequestForm webhook={HOOK} />)
    await fillIn(user)
    await user.click(send())
    expect(screen.getByRole("button", { name: words.sendingLabel })).toBeInTheDocument()
    act(() => void jest.advanceTimersByTime(15_000))
    expect(await screen.findByRole("alert")).toHaveTextContent(/has not reached us yet/)
    expect(screen.getByLabelText(words.name.label)).toHaveValue("Rosa Díaz")
    act(() => void jest.advanceTimersByTime(30_000))
    await screen.findByRole("heading", { name: words.thanks.heading })
    const ids = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).id)
    expect(ids).toEqual([ids[0], ids[0]])
  } finally {
    jest.useRealTimers()
  }
})

it("sends the visitor's opt-out of the sale of the request: its own box, or the privacy policy's opt-out made in this browser", async () => {
  fetchMock.mockResolvedValue(OK)
  const user = userEvent.setup()
  const { unmount } = render(<QuoteRequestForm webhook={HOOK} />)
  await fillIn(user)
  await user.click(screen.getByLabelText(legal.privacy.doNotSellLabel))
  await user.click(send())
  await screen.findByRole("heading", { name: words.thanks.heading })
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ doNotSell: true, globalPrivacyControl: false })
  unmount()

  window.localStorage.setItem(OPT_OUT_STORAGE_KEY, "1")
  render(<QuoteRequestForm webhook={HOOK} />)
  await fillIn(user)
  await user.click(send())
  await screen.findByRole("heading", { name: words.thanks.heading })
  expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({ doNotSell: true })
})

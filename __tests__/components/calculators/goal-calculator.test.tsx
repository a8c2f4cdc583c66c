import React, { Profiler } from "react"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { navigate } from "gatsby"
import { GoalCalculator, GOAL_STORAGE_KEY } from "../../../src/components/calculators/goal-calculator"
import { SEND_TIMEOUT_MS } from "../../../src/hooks/use-lead-send"
import { en as site } from "../../../data/site.json"
import { callConsentBox, consentBox, content, fillById, fillContact, GOAL_VALUES, okResponse } from "./helpers"

const WEBHOOKS = { email: "https://hooks.example/goal-email", submit: "https://hooks.example/goal-submit" }
const fetchMock = jest.fn()

/** The calculator as its page renders it, with the page's content. */
const goalCalculator = (webhooks: { email: string; submit: string } = WEBHOOKS) => (
  <GoalCalculator goal={content.goal} shared={content} webhooks={webhooks} />
)
const renderGoal = (webhooks?: { email: string; submit: string }) => render(goalCalculator(webhooks))
const calculate = () => fireEvent.click(screen.getByRole("button", { name: "Calculate" }))
const contactSection = () => screen.getByRole("region", { name: content.contact.heading })

beforeEach(() => {
  window.sessionStorage.clear()
  fetchMock.mockReset()
  ;(global as { fetch?: unknown }).fetch = fetchMock
  ;(navigate as jest.Mock).mockClear()
  jest.spyOn(window, "alert").mockImplementation(() => undefined)
})
afterEach(() => {
  expect(window.alert).not.toHaveBeenCalled()
  jest.restoreAllMocks()
})

describe("GoalCalculator form", () => {
  it("answers Calculate at once with its working state, and draws the results in the next render", () => {
    // What the page showed at each commit: the button's label, and whether results are there.
    const commits: { label: string; results: boolean }[] = []
    render(
      <Profiler
        id="goal"
        onRender={() =>
          commits.push({
            label: document.querySelector('button[type="submit"]')?.textContent ?? "",
            results: screen.queryByTestId("goal-results") !== null,
          })
        }
      >
        {goalCalculator()}
      </Profiler>,
    )
    fillById("goal", GOAL_VALUES)
    commits.length = 0
    calculate()
    expect(commits).toEqual([
      { label: "Calculating…", results: false },
      { label: "Calculate", results: true },
    ])
    expect(screen.getByRole("heading", { name: content.goal.resultsHeading })).toHaveFocus()
  })

  it("has the ten labelled inputs with units and hints, and no results yet", () => {
    renderGoal()
    expect(content.goal.fields).toHaveLength(10)
    for (const field of content.goal.fields) {
      const input = screen.getByLabelText(new RegExp(`^${field.label}`))
      expect(input).toHaveAccessibleDescription(field.hint)
      expect(input).toHaveAttribute("inputmode", "decimal")
    }
    expect(screen.getByLabelText(/Monthly Net Income Goal \(\$\)/)).toBeInTheDocument()
    expect(screen.getByLabelText(/Average Commission \(%\)/)).toBeInTheDocument()
    expect(screen.queryByText("Know Your Numbers!")).not.toBeInTheDocument()
  })

  it("shows the not-a-number message in a focused alert next to Calculate", () => {
    renderGoal()
    calculate()
    const alert = screen.getByRole("alert")
    expect(alert).toHaveTextContent("Please fill in all fields with valid numbers.")
    expect(alert).toHaveFocus()
    expect(alert.previousElementSibling).toContainElement(screen.getByRole("button", { name: "Calculate" }))
    expect(screen.getByLabelText(/^Monthly Net Income Goal/)).toHaveAttribute("aria-invalid", "true")
  })

  it.each([
    [{ leadCost: "0" }, "Numeric fields must be greater than zero."],
    [{ weekHours: "-5" }, "Numeric fields must be greater than zero."],
    [
      { presConv: "100.01" },
      "Percent fields (Commission, Advance, Conversion, Presentation Conversion) must be between 1 and 100.",
    ],
    [
      { advance: "0" },
      "Percent fields (Commission, Advance, Conversion, Presentation Conversion) must be between 1 and 100.",
    ],
    [
      { commission: "10" },
      "With the current commission/advance/lead cost inputs, the target is not economically achievable. Please adjust inputs.",
    ],
    [{ avgPremium: "abc" }, "Please fill in all fields with valid numbers."],
  ])("%j → %s", (override, message) => {
    renderGoal()
    fillById("goal", { ...GOAL_VALUES, ...override })
    calculate()
    expect(screen.getByRole("alert")).toHaveTextContent(message)
    expect(screen.getByRole("alert")).toHaveFocus()
    expect(screen.queryByText("Know Your Numbers!")).not.toBeInTheDocument()
  })

  it("shows Know Your Numbers! with the figures after a valid calculation", () => {
    renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    const results = screen.getByRole("region", { name: "Know Your Numbers!" })
    expect(screen.getByRole("heading", { name: "Know Your Numbers!" })).toHaveFocus()
    expect(within(results).getByText("Year Net Income Goal").parentElement).toHaveTextContent("$120,000")
    expect(within(results).getByText("Your Hourly Rate").parentElement).toHaveTextContent(
      "Your Hourly Rate $60 per hour",
    )
    expect(within(results).getByText(/Hypothetical figures/)).toBeInTheDocument()
    const block = (title: string) => within(results).getByRole("heading", { name: title }).parentElement as HTMLElement
    expect(block("Production Needed")).toHaveTextContent("Daily$2,172Weekly$10,860Monthly$47,059Yearly$564,706")
    expect(block("Door Knocks Needed")).toHaveTextContent("Daily22Weekly109Monthly471Yearly5,647")
    expect(block("Lead Investment")).toHaveTextContent("Weekly$5,430Monthly$23,529Yearly$282,353")
    expect(block("Lead Investment")).not.toHaveTextContent("Daily")
    expect(content.goal.assumptions.length).toBeGreaterThan(0)
    for (const a of content.goal.assumptions) expect(within(results).getByText(a)).toBeInTheDocument()
  })

  it("notes when an input changes after the calculation", () => {
    renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    expect(screen.queryByText(content.results.staleNote)).not.toBeInTheDocument()
    fillById("goal", { leadCost: "31" })
    expect(screen.getByText(content.results.staleNote)).toBeInTheDocument()
  })
})

describe("GoalCalculator's typical-earnings statement", () => {
  it("states what a typical agent earns beside the commission figures, before any calculation, not in the small print", () => {
    renderGoal()
    const statement = screen.getByText(/^Typical earnings: .*median net earnings/)
    expect(statement).toHaveTextContent(content.results.typicalEarnings)
    // The footnotes are the smaller, muted print: the statement stands outside them.
    const footnote = screen.getByText(content.goal.footnotes[0])
    expect(footnote.parentElement).not.toContainElement(statement)
    expect(statement.parentElement).toContainElement(footnote)
  })
})

describe("GoalCalculator sends", () => {
  it("starts with the consent box unchecked, naming the agency, beside the buttons, with a privacy link", () => {
    renderGoal()
    const box = consentBox()
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleName(expect.stringContaining(site.companyName))
    expect(screen.getByRole("link", { name: content.contact.privacyLinkText })).toHaveAttribute("href", "/privacy")
    expect(within(contactSection()).getByRole("button", { name: "Email results" })).toBeInTheDocument()
  })

  it("asks in the required box only about e-mail, and for calls and texts in a separate, unchecked box", () => {
    renderGoal()
    expect(consentBox()).toHaveAccessibleName(expect.stringMatching(/e-mail/))
    expect(consentBox()).not.toHaveAccessibleName(expect.stringMatching(/\b(call|text|phone)/i))
    const call = callConsentBox()
    expect(call).not.toBeChecked()
    expect(call).not.toBe(consentBox())
    // The same sentence every form of the site shows (data/site.json), with its STOP and HELP.
    expect(call).toHaveAccessibleName(content.contact.callConsentText)
    expect(call).toHaveAccessibleName(expect.stringMatching(/not a condition.*STOP.*HELP/))
  })

  it("asks to run the calculator first, in an alert next to the send buttons", () => {
    renderGoal()
    fireEvent.click(screen.getByRole("button", { name: "Email results" }))
    const alert = within(contactSection()).getByRole("alert")
    expect(alert).toHaveTextContent("Please run the calculator first.")
    expect(alert).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("checks the contact fields, then consent (with the Submit variant)", () => {
    renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    fireEvent.click(screen.getByRole("button", { name: "Email results" }))
    expect(within(contactSection()).getByRole("alert")).toHaveTextContent(
      "Please fill in your first name, last name, phone, and email.",
    )
    fillContact()
    fireEvent.click(screen.getByRole("button", { name: "Email results" }))
    expect(within(contactSection()).getByRole("alert")).toHaveTextContent(
      `You must opt-in to receive communications from ${site.companyName}.`,
    )
    fireEvent.click(screen.getByRole("button", { name: "Submit goal sheet" }))
    expect(within(contactSection()).getByRole("alert")).toHaveTextContent(
      `You must opt-in to receive communications from ${site.companyName} before submitting.`,
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("says sending is not set up when the webhook is unset, and keeps everything", () => {
    renderGoal({ email: "", submit: "" })
    fillById("goal", GOAL_VALUES)
    calculate()
    fillContact()
    fireEvent.click(consentBox())
    fireEvent.click(screen.getByRole("button", { name: "Submit goal sheet" }))
    expect(within(contactSection()).getByRole("alert")).toHaveTextContent(
      `Sending is not set up on this site yet. Your figures are kept; please call ${site.phone}.`,
    )
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByLabelText("First Name")).toHaveValue("Ana")
    expect(screen.getByLabelText(/^Average Premium/)).toHaveValue("600")
  })

  it("posts the documented JSON, marks both buttons unavailable in flight, then goes to the results page", async () => {
    let answer: (r: Response) => void = () => undefined
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    fillContact()
    fireEvent.click(consentBox())
    fireEvent.click(screen.getByRole("button", { name: "Email results" }))
    expect(screen.getByRole("button", { name: content.contact.sendingLabel })).toHaveAttribute("aria-disabled", "true")
    expect(screen.getByRole("button", { name: "Submit goal sheet" })).toHaveAttribute("aria-disabled", "true")
    fireEvent.click(screen.getByRole("button", { name: "Submit goal sheet" }))
    // The post starts once the button's "Sending…" has been drawn; the second tap sends nothing.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(fetchMock).toHaveBeenCalledTimes(1)

    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(WEBHOOKS.email)
    expect(init.method).toBe("POST")
    const body = JSON.parse(init.body)
    expect(body).toMatchObject({
      firstName: "Ana",
      lastName: "Lopez",
      phone: "559-555-0100",
      email: "ana@example.com",
      contactTag: "goal sheet email",
      consent: { checked: true, pageUrl: "http://localhost/" },
      // Calls and texts were not agreed to, and the send went ahead: recorded as unchecked.
      callConsent: { text: content.contact.callConsentText, checked: false, pageUrl: "http://localhost/" },
    })
    expect(body.consent.text).toBe(content.contact.consentText)
    expect(body.consent.text).toContain(site.companyName)
    expect(body.callConsent.timestamp).toBe(body.consent.timestamp)
    expect(new Date(body.consent.timestamp).toString()).not.toBe("Invalid Date")
    expect(body.results.yearNetIncome).toBe(120000)
    expect(body.results.production.yearly).toBeCloseTo(9600000 / 17, 6) // full precision, not rounded
    await act(async () => answer(okResponse(200)))
    expect(navigate).toHaveBeenCalledWith(site.links.goalResultsPage)
  })

  it("goes to the meetings page after Submit Goal Sheet", async () => {
    fetchMock.mockResolvedValue(okResponse(200))
    renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    fillContact()
    fireEvent.click(consentBox())
    fireEvent.click(callConsentBox())
    fireEvent.click(screen.getByRole("button", { name: "Submit goal sheet" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(site.links.meetingsPage))
    expect(fetchMock.mock.calls[0][0]).toBe(WEBHOOKS.submit)
    const body = JSON.parse(fetchMock.mock.calls[0][1].body)
    expect(body.contactTag).toBe("goal sheet submitted")
    expect(body.callConsent).toMatchObject({ text: content.contact.callConsentText, checked: true })
  })

  it("does not send on the call-and-text consent alone: the e-mail opt-in is still asked for", () => {
    renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    fillContact()
    fireEvent.click(callConsentBox())
    fireEvent.click(screen.getByRole("button", { name: "Email results" }))
    expect(within(contactSection()).getByRole("alert")).toHaveTextContent(
      `You must opt-in to receive communications from ${site.companyName}.`,
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it.each([
    ["a 500 answer", () => fetchMock.mockResolvedValue(okResponse(500))],
    ["a network error", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ])("on %s shows the error, logs it and keeps every field", async (_label, setUp) => {
    setUp()
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    fillContact()
    fireEvent.click(consentBox())
    fireEvent.click(screen.getByRole("button", { name: "Email results" }))
    const alert = await within(contactSection()).findByText(
      "There was an error submitting your request. Please try again later.",
    )
    expect(alert).toHaveFocus()
    expect(logged.mock.calls.flat().join(" ")).toMatch(/send failed/i)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole("button", { name: "Email results" })).toBeEnabled()
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com")
    expect(consentBox()).toBeChecked()
    for (const [key, value] of Object.entries(GOAL_VALUES))
      expect(document.getElementById(`goal-${key}`)).toHaveValue(value)
    expect(screen.getByText("Know Your Numbers!")).toBeInTheDocument()
  })
})

describe("GoalCalculator send timeout", () => {
  it("gives up after the timeout with the error message and enabled buttons", async () => {
    jest.useFakeTimers()
    try {
      fetchMock.mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      )
      jest.spyOn(console, "error").mockImplementation(() => undefined)
      renderGoal()
      fillById("goal", GOAL_VALUES)
      calculate()
      fillContact()
      fireEvent.click(consentBox())
      fireEvent.click(screen.getByRole("button", { name: "Email results" }))
      expect(screen.getByRole("button", { name: content.contact.sendingLabel })).toHaveAttribute(
        "aria-disabled",
        "true",
      )
      // The post starts after the next frame; its timeout runs from then.
      await act(async () => {
        jest.advanceTimersByTime(100)
      })
      expect(fetchMock).toHaveBeenCalledTimes(1)
      await act(async () => {
        jest.advanceTimersByTime(SEND_TIMEOUT_MS)
      })
      expect(
        await screen.findByText("There was an error submitting your request. Please try again later."),
      ).toBeInTheDocument()
      expect(screen.getByRole("button", { name: "Email results" })).not.toHaveAttribute("aria-disabled")
      expect(navigate).not.toHaveBeenCalled()
    } finally {
      jest.useRealTimers()
    }
  })
})

describe("GoalCalculator keeps what was typed", () => {
  it("restores inputs, contact fields and results after a reload", async () => {
    const first = renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    fillContact()
    first.unmount()
    expect(JSON.parse(window.sessionStorage.getItem(GOAL_STORAGE_KEY) ?? "{}").raw.leadCost).toBe("30")

    renderGoal()
    await waitFor(() => expect(screen.getByLabelText(/^Average Lead Cost/)).toHaveValue("30"))
    expect(screen.getByLabelText("Last Name")).toHaveValue("Lopez")
    expect(screen.getByText("Know Your Numbers!")).toBeInTheDocument()
    expect(consentBox()).not.toBeChecked() // consent is given again, knowingly
    expect(callConsentBox()).not.toBeChecked()
  })

  it("ignores a damaged saved entry, and fields of the wrong kind", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    window.sessionStorage.setItem(GOAL_STORAGE_KEY, '{"raw": {"avgPremium": "700"')
    const first = renderGoal()
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.getByLabelText(/^Average Premium/)).toHaveValue("")
    first.unmount()

    window.sessionStorage.setItem(
      GOAL_STORAGE_KEY,
      '{"raw": {"leadCost": 5, "avgPremium": "700"}, "contact": 3, "calculatedRaw": "x"}',
    )
    renderGoal()
    await waitFor(() => expect(screen.getByLabelText(/^Average Premium/)).toHaveValue("700"))
    expect(screen.getByLabelText(/^Average Lead Cost/)).toHaveValue("")
    expect(screen.queryByText("Know Your Numbers!")).not.toBeInTheDocument()
  })

  it("Start over clears inputs, contact fields, results and the saved copy, so a reload starts empty", async () => {
    const { unmount } = renderGoal()
    fillById("goal", GOAL_VALUES)
    calculate()
    fillContact()
    fireEvent.click(screen.getByRole("button", { name: content.contact.startOver }))
    expect(screen.getByLabelText(/^Monthly Net Income Goal/)).toHaveValue("")
    expect(screen.getByLabelText("First Name")).toHaveValue("")
    expect(screen.queryByText("Know Your Numbers!")).not.toBeInTheDocument()
    const saved = JSON.parse(window.sessionStorage.getItem(GOAL_STORAGE_KEY) ?? "null")
    expect(saved === null || saved.raw.monthlyNetIncome === "").toBe(true)
    unmount()
    renderGoal()
    await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull())
    expect(screen.getByLabelText(/^Average Lead Cost/)).toHaveValue("")
    expect(screen.queryByText("Know Your Numbers!")).not.toBeInTheDocument()
  })
})

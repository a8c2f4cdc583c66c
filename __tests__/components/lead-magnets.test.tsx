import React from "react"
import { act, render, renderHook, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import blueprint from "../../data/blueprint.json"
import survey from "../../data/in-home-survey.json"
import { en as legal } from "../../data/legal.json"
import { en as site } from "../../data/site.json"
import { configuredSite, withConfiguredSite } from "../fixtures/site-configured"
import { DownloadStatusMessage } from "../../src/components/lead-magnets/download-status"
import { BlueprintLanding } from "../../src/components/lead-magnets/blueprint-landing"
import { SurveyLanding } from "../../src/components/lead-magnets/survey-landing"
import { LegalDocument } from "../../src/components/lead-magnets/legal-document"
import { useAutoDownload } from "../../src/hooks/use-auto-download"
import { quote, servedData } from "../fixtures/records"

afterEach(() => {
  window.localStorage.clear()
  jest.useRealTimers()
})

describe("DownloadStatusMessage", () => {
  it("shows nothing while idle or fetching", () => {
    const { container, rerender } = render(<DownloadStatusMessage status="idle" href="/a.pdf" fileName="a.pdf" />)
    expect(container).toHaveTextContent("")
    rerender(<DownloadStatusMessage status="fetching" href="/a.pdf" fileName="a.pdf" />)
    expect(container).toHaveTextContent("")
  })

  it("shows exactly the success message with a link to the PDF", () => {
    render(<DownloadStatusMessage status="success" href="/a.pdf" fileName="a.pdf" />)
    expect(screen.getByRole("status")).toHaveTextContent(/^Your download has started\. If it didn't, click here\.$/)
    expect(screen.getByRole("link", { name: "click here" })).toHaveAttribute("href", "/a.pdf")
  })

  it("shows exactly the failure message with a link to the PDF", () => {
    render(<DownloadStatusMessage status="failure" href="/a.pdf" fileName="a.pdf" />)
    expect(screen.getByRole("status")).toHaveTextContent(
      /^We couldn't auto-start the download\. Please download it here\.$/,
    )
    expect(screen.getByRole("link", { name: "here" })).toHaveAttribute("href", "/a.pdf")
  })
})

describe("useAutoDownload", () => {
  it("waits for the delay, then fetches once and reports success", async () => {
    jest.useFakeTimers()
    const blob = new Blob(["%PDF"])
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, blob: async () => blob })
    global.fetch = fetchMock as unknown as typeof fetch
    URL.createObjectURL = jest.fn(() => "blob:x")
    URL.revokeObjectURL = jest.fn()
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined)
    const onSuccess = jest.fn()
    const { result } = renderHook(() =>
      useAutoDownload({ url: "/x.pdf", fileName: "X.pdf", delayMs: 800, decide: () => true, onSuccess }),
    )
    expect(result.current).toBe("idle")
    act(() => {
      jest.advanceTimersByTime(799)
    })
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => {
      jest.advanceTimersByTime(1)
    })
    await act(async () => undefined)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(result.current).toBe("success")
    expect(onSuccess).toHaveBeenCalledTimes(1)
    // The file download: a temporary a[download] pointing at the object URL, clicked once.
    expect(click).toHaveBeenCalledTimes(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("X.pdf")
    click.mockRestore()
  })

  it("does nothing when the decision is no", () => {
    jest.useFakeTimers()
    const fetchMock = jest.fn()
    global.fetch = fetchMock as unknown as typeof fetch
    const { result } = renderHook(() =>
      useAutoDownload({ url: "/x.pdf", fileName: "X.pdf", delayMs: 500, decide: () => false }),
    )
    act(() => {
      jest.advanceTimersByTime(5000)
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(result.current).toBe("idle")
  })
})

describe("BlueprintLanding", () => {
  const content = {
    ...servedData(blueprint),
    testimonials: { ...servedData(blueprint.testimonials), quotes: blueprint.testimonials.quotes.map(quote) },
  } as unknown as React.ComponentProps<typeof BlueprintLanding>["content"]

  it("names the author, lists the seven steps and links the two actions", () => {
    render(<BlueprintLanding content={content} authorFirstName="Daniel" />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Download Daniel's 7-Step Blueprint for the in-home appointment",
    )
    expect(screen.getAllByRole("link", { name: "Download the free PDF" })[0]).toHaveAttribute(
      "href",
      "/thank-you-blueprint?dl=1",
    )
    expect(screen.getAllByRole("link", { name: "Book a call" })[0]).toHaveAttribute("href", "/tl-booking")
    expect(screen.getByRole("link", { name: /See the 7 steps/ })).toHaveAttribute("href", "#what-youll-learn")
    expect(screen.getAllByRole("heading", { level: 3, name: /^Step \d:/ })).toHaveLength(7)
    expect(screen.getByText(/^Agents are independent, commission-only 1099 contractors/)).toBeInTheDocument()
  })

  it("never puts the visitor's e-mail in the download link, even with one stored", () => {
    window.localStorage.setItem("tl_email", "jo@example.co")
    render(<BlueprintLanding content={content} authorFirstName="Daniel" />)
    const links = screen.getAllByRole("link", { name: "Download the free PDF" })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toHaveAttribute("href", "/thank-you-blueprint?dl=1")
    expect(document.body.innerHTML).not.toContain("jo@example.co")
    expect(document.body.innerHTML).not.toContain("jo%40example.co")
  })

  it("states the typical result under the quotes, which speak of results", () => {
    render(<BlueprintLanding content={content} authorFirstName="Daniel" />)
    expect(screen.getByText(/^The people quoted are agents contracted with /)).toHaveTextContent(
      new RegExp(`agents contracted with ${site.companyName}.*Typical earnings:`),
    )
  })
})

describe("SurveyLanding", () => {
  const content = {
    ...servedData(survey),
    testimonials: { ...servedData(survey.testimonials), quotes: survey.testimonials.quotes.map(quote) },
  } as unknown as React.ComponentProps<typeof SurveyLanding>["content"]

  it("goes to /thank-you-survey?dl=1 on Download (the record is skipped when not configured)", async () => {
    render(<SurveyLanding content={content} />)
    await userEvent.click(screen.getAllByRole("link", { name: "Download the free survey" })[0])
    expect(navigate).toHaveBeenCalledWith("/thank-you-survey?dl=1")
  })

  it("opens the site's booking page while no external booking link is set", () => {
    render(<SurveyLanding content={content} />)
    const book = screen.getAllByRole("link", { name: /^Book a call/ })[0]
    expect(book).toHaveAttribute("href", site.links.meetingsPage)
    expect(book).not.toHaveAttribute("target")
  })

  describe("with an external booking link", () => {
    withConfiguredSite()
    it("opens it in a new tab", () => {
      render(<SurveyLanding content={content} />)
      const book = screen.getAllByRole("link", { name: /^Book a call/ })[0]
      expect(book).toHaveAttribute("href", configuredSite.links.surveyBookingLink)
      expect(book).toHaveAttribute("target", "_blank")
    })
  })

  it("links the two footer addresses", () => {
    render(<SurveyLanding content={content} />)
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy")
    expect(screen.getByRole("link", { name: "Terms and conditions" })).toHaveAttribute("href", "/terms")
    expect(screen.getByRole("heading", { name: /over 600 active agents/ })).toBeInTheDocument()
  })
})

describe("LegalDocument", () => {
  const privacy = servedData(legal.privacy) as unknown as React.ComponentProps<typeof LegalDocument>["doc"]
  const renderPrivacy = () =>
    render(
      <LegalDocument
        doc={privacy}
        backLabel="Back to Home"
        lastUpdatedLabel="Last updated"
        lastUpdated="May 1, 2026"
      />,
    )

  it("fills in the agency's names, shows the date and links home", () => {
    renderPrivacy()
    expect(screen.getByText("May 1, 2026")).toBeInTheDocument()
    // The shown words carry the date of data/legal.json in the form a <time> element requires.
    expect(screen.getByText("May 1, 2026").closest("time")).toHaveAttribute("datetime", legal.privacy.lastUpdated)
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(9)
    expect(screen.getByText(new RegExp(`^${site.legalName} \\("${site.companyName}"`))).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/\{[a-zA-Z]+\}/)
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
  })

  it("links at its top to the Do not sell or share part, which says how to opt out by e-mail or phone and honours GPC", () => {
    renderPrivacy()
    const link = screen.getByRole("link", { name: "Do not sell or share my personal information" })
    expect(link).toHaveAttribute("href", "/privacy#do-not-sell")
    const part = document.getElementById("do-not-sell")
    expect(part).not.toBeNull()
    expect(part).toHaveTextContent("Do not sell or share my personal information")
    expect(part).toHaveTextContent(site.email)
    expect(part).toHaveTextContent(site.phone)
    expect(part).toHaveTextContent(/Global Privacy Control/)
  })

  it("shows the general retention statement inside its section, and no periods while the agency has given none", () => {
    renderPrivacy()
    const part = document.getElementById("retention")
    expect(part).toHaveTextContent(/as long as the insurance laws that apply to us require/)
    expect(part?.closest("section:not(#retention)")?.querySelector("h2")).toHaveTextContent(
      legal.privacy.sections[legal.privacy.retention.section - 1].heading,
    )
    expect(part?.querySelector("ul")).toBeNull()
  })

  it("lists the agency's retention periods once they are filled in", () => {
    const filled = {
      ...privacy,
      retention: { ...legal.privacy.retention, periods: [{ records: "Quote requests", kept: "Seven years." }] },
    } as typeof privacy
    render(<LegalDocument doc={filled} backLabel="Back" lastUpdatedLabel="Last updated" lastUpdated="May 1, 2026" />)
    expect(within(document.getElementById("retention") as HTMLElement).getByRole("listitem")).toHaveTextContent(
      "Quote requests: Seven years.",
    )
  })
})

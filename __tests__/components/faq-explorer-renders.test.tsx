import React, { Profiler } from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FaqExplorer } from "../../src/components/marketing/faq/faq-explorer"
import { en as faq } from "../../data/faq.json"
import { faqExplorerText } from "../fixtures/faq-explorer-props"

// Counts the texts the list draws (each question and each answer is one Highlight).
const drawn: string[] = []
jest.mock("../../src/components/marketing/faq/highlight", () => ({
  Highlight: ({ text }: { text: string }) => {
    drawn.push(text)
    return <>{text}</>
  },
}))

const total = faq.categories.reduce((n, c) => n + c.questions.length, 0)

describe("FaqExplorer's list", () => {
  it("is drawn after the key has painted, once, for the new query only", async () => {
    const user = userEvent.setup()
    // How many texts had been drawn at each commit to the page.
    const commits: number[] = []
    render(
      <Profiler id="faq" onRender={() => commits.push(drawn.length)}>
        <FaqExplorer categories={faq.categories} {...faqExplorerText} />
      </Profiler>,
    )
    expect(drawn).toHaveLength(2 * total)
    const box = screen.getByRole("searchbox", { name: faq.searchLabel })
    await user.type(box, "Lake Louis")
    drawn.length = 0
    commits.length = 0
    await user.type(box, "e")
    const shown = document.querySelectorAll("details").length
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(total)
    // First the key alone (the box, with no text of the list drawn), then the list: one
    // question and one answer per question the new query shows, and nothing else.
    expect(commits).toEqual([0, 2 * shown])
  })
})

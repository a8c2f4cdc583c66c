import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import recruiting from "../../../data/recruiting.json"
import zipData from "../../../data/zip-eligibility.json"
import { ZipChecker } from "../../../src/components/recruiting/zip-checker"
import { drawnForHydration } from "../../fixtures/server-html"

const t = recruiting.zipPage
const setup = () => {
  render(<ZipChecker text={t} florida={zipData.florida} texas={zipData.texas} />)
  return { user: userEvent.setup(), input: screen.getByLabelText(t.inputLabel) as HTMLInputElement }
}

describe("ZipChecker", () => {
  it("answers a code pasted into the drawn box before the page's code took over", async () => {
    const checker = <ZipChecker text={t} florida={zipData.florida} texas={zipData.texas} />
    const container = await drawnForHydration(checker)
    const { zip, city } = zipData.florida[0]
    container.querySelector("input")!.value = zip
    render(checker, { container, hydrate: true })
    expect(screen.getByLabelText(t.inputLabel)).toHaveValue(zip)
    expect(screen.getByRole("status")).toHaveTextContent(`${city}, Florida`)
  })

  it("keeps digits only and shows nothing before five", async () => {
    const { user, input } = setup()
    await user.type(input, "3x2-0 ")
    expect(input.value).toBe("320")
    expect(screen.getByRole("status")).toHaveTextContent(/^$/)
    expect(input).toHaveAttribute("inputmode", "numeric")
    expect(input).toHaveAttribute("maxlength", "5")
  })

  it("names the city of an eligible code and rejects one that is not listed", async () => {
    const { user, input } = setup()
    const { zip, city } = zipData.texas[0]
    await user.type(input, zip)
    expect(screen.getByRole("status")).toHaveTextContent(t.eligibleMessage)
    expect(screen.getByRole("status")).toHaveTextContent(`${city}, Texas`)
    await user.clear(input)
    await user.type(input, "10001")
    expect(screen.getByRole("status")).toHaveTextContent(
      /^✗ This zip code is not currently eligible for contracting\.$/,
    )
  })

  it("opens the all-codes panel and each state's list on its own", async () => {
    const { user } = setup()
    const showAll = screen.getByRole("button", { name: t.showAllLabel })
    expect(showAll).toHaveAttribute("aria-expanded", "false")
    await user.click(showAll)
    const hideAll = screen.getByRole("button", { name: t.hideAllLabel })
    expect(hideAll).toHaveAttribute("aria-expanded", "true")
    const fl = screen.getByRole("button", { name: /^Florida/ })
    const tx = screen.getByRole("button", { name: /^Texas/ })
    const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!
    // Only `open`'s list shows, with every code of its state.
    const onlyOpen = (open: HTMLElement, closed: HTMLElement, codes: number) => {
      expect(open).toHaveAttribute("aria-expanded", "true")
      expect(closed).toHaveAttribute("aria-expanded", "false")
      expect(listOf(open)).toBeVisible()
      expect(listOf(closed)).not.toBeVisible()
      expect(listOf(open).querySelectorAll("li")).toHaveLength(codes)
    }
    await user.click(fl)
    onlyOpen(fl, tx, zipData.florida.length)
    await user.click(tx)
    await user.click(fl)
    onlyOpen(tx, fl, zipData.texas.length)
    await user.click(hideAll)
    expect(listOf(tx)).not.toBeVisible()
    expect(screen.getByRole("link", { name: t.applyLabel })).toHaveAttribute("href", "/request-info")
  })

  it("leaves the lists of every code alone while a code is typed", async () => {
    // Lists whose drawing is counted: each draw maps its entries once.
    const counted = (entries: typeof zipData.florida) => {
      const list = [...entries]
      const draws = jest.fn(Array.prototype.map)
      return { list: Object.assign(list, { map: draws }), draws }
    }
    const fl = counted(zipData.florida)
    const tx = counted(zipData.texas)
    render(<ZipChecker text={t} florida={fl.list} texas={tx.list} />)
    fl.draws.mockClear()
    tx.draws.mockClear()
    await userEvent.setup().type(screen.getByLabelText(t.inputLabel), zipData.texas[0].zip)
    expect(screen.getByRole("status")).toHaveTextContent(t.eligibleMessage)
    expect([fl.draws.mock.calls.length, tx.draws.mock.calls.length]).toEqual([0, 0])
  })
})

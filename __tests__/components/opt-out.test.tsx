/** The privacy policy's opt-out on the site itself, and what the tracking reads of it. */
import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { en as legal } from "../../data/legal.json"
import { OptOut } from "../../src/components/lead-magnets/opt-out"
import { OPT_OUT_STORAGE_KEY, optsOutOfSharing } from "../../src/lib/tracking"
import { builtHtml } from "../fixtures/server-html"

const words = legal.privacy.optOut

afterEach(() => localStorage.clear())

it("opts this browser out when pressed, says what that does, and the tracking then stays off", () => {
  expect(optsOutOfSharing({})).toBe(false)
  render(<OptOut words={words} />)
  fireEvent.click(screen.getByRole("button", { name: words.button }))
  expect(screen.getByRole("status")).toHaveTextContent(words.done)
  expect(localStorage.getItem(OPT_OUT_STORAGE_KEY)).toBe("1")
  expect(optsOutOfSharing({})).toBe(true)
})

it("says the browser is opted out already, with no button, after an earlier opt-out or with Global Privacy Control", () => {
  localStorage.setItem(OPT_OUT_STORAGE_KEY, "1")
  const { unmount } = render(<OptOut words={words} />)
  expect(screen.getByRole("status")).toHaveTextContent(words.already)
  expect(screen.queryByRole("button")).toBeNull()
  unmount()
  localStorage.clear()
  Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true })
  try {
    render(<OptOut words={words} />)
    expect(screen.getByRole("status")).toHaveTextContent(words.already)
  } finally {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true })
  }
})

it("draws no button in the built HTML, where a tap could not work yet", async () => {
  const html = await builtHtml(<OptOut words={words} />)
  expect(html).not.toContain("<button")
})

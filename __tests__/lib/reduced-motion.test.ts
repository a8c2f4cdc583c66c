/** @jest-environment jsdom */
import { prefersReducedMotion } from "../../src/lib/reduced-motion"
import { mockReducedMotion } from "../fixtures/reduced-motion"

describe("prefersReducedMotion", () => {
  it("follows the visitor's setting", () => {
    const restore = mockReducedMotion(true)
    expect(prefersReducedMotion()).toBe(true)
    restore()
    const restoreNo = mockReducedMotion(false)
    expect(prefersReducedMotion()).toBe(false)
    restoreNo()
  })

  it("is false where the browser has no matchMedia", () => {
    expect(window.matchMedia).toBeUndefined()
    expect(prefersReducedMotion()).toBe(false)
  })
})

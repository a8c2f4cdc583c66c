import React from "react"
import { render } from "@testing-library/react"
import { useAfterPaint } from "../../src/hooks/use-after-paint"

/** Renders `useAfterPaint(value, ...atMount)` and records what each render got. */
function renders(atMount: [] | [boolean]) {
  const seen: boolean[] = []
  function Probe({ value }: { value: boolean }) {
    seen.push(useAfterPaint(value, ...atMount))
    return null
  }
  return { seen, Probe }
}

describe("useAfterPaint", () => {
  it("gives a change to the render after the one that made it", () => {
    const { seen, Probe } = renders([])
    const { rerender } = render(<Probe value={false} />)
    rerender(<Probe value={true} />)
    expect(seen).toEqual([false, false, true])
  })

  it("gives a component mounted by the change itself the value it was asked to start with", () => {
    const { seen, Probe } = renders([false])
    render(<Probe value={true} />)
    expect(seen).toEqual([false, true])
  })
})

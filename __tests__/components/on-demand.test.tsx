import React, { Suspense } from "react"
import { render, screen } from "@testing-library/react"
import { onDemand } from "../../src/components/ui/on-demand"

const Unavailable = () => <p role="alert">could not load</p>

describe("onDemand", () => {
  it("renders the component once its code has arrived, fetching it only when first needed", async () => {
    const load = jest.fn(async () => ({ default: ({ name }: { name: string }) => <p>Hello {name}</p> }))
    const { Component } = onDemand(load, Unavailable)
    expect(load).not.toHaveBeenCalled()
    render(
      <Suspense fallback={null}>
        <Component name="Ann" />
      </Suspense>,
    )
    expect(await screen.findByText("Hello Ann")).toBeInTheDocument()
  })

  it("shows its message in place instead of failing the page when the code cannot be fetched", async () => {
    const { Component, prefetch } = onDemand<{ name: string }>(() => Promise.reject(new Error("offline")), Unavailable)
    expect(() => prefetch()).not.toThrow()
    render(
      <Suspense fallback={null}>
        <Component name="Ann" />
      </Suspense>,
    )
    expect(await screen.findByRole("alert")).toHaveTextContent("could not load")
  })
})

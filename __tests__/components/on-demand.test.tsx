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
    // A promise that tells whether anyone handles its failure: left unhandled, it would be an
    // unhandled rejection in the visitor's console when a prefetch fails.
    let handled = false
    class Watched<T> extends Promise<T> {
      then<A = T, B = never>(
        onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
        onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
      ): Promise<A | B> {
        if (onRejected) handled = true
        return super.then(onFulfilled, onRejected)
      }
    }
    const { Component, prefetch } = onDemand<{ name: string }>(() => Watched.reject(new Error("offline")), Unavailable)
    prefetch()
    expect(handled).toBe(true)
    render(
      <Suspense fallback={null}>
        <Component name="Ann" />
      </Suspense>,
    )
    expect(await screen.findByRole("alert")).toHaveTextContent("could not load")
  })
})

import React from "react"
import { render } from "@testing-library/react"
import { StructuredData } from "../../src/components/seo/seo"

describe("StructuredData", () => {
  it("writes each object as JSON-LD that no value can close early", () => {
    const items = [{ name: "A </script><b>bold</b> & co" }, { n: 1 }]
    const { container } = render(<StructuredData items={items} />)
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')]
    expect(scripts.map((s) => JSON.parse(s.textContent ?? ""))).toEqual(items)
    // As the built page carries it: no "<" left to end the script.
    expect(scripts.some((s) => s.innerHTML.includes("<"))).toBe(false)
  })
})

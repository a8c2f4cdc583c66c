import React from "react"
import { render, screen, within } from "@testing-library/react"
import { StatTiles } from "../../src/components/ui/stat-tiles"
import { en as home } from "../../data/home.json"
import { asTile, servedData } from "../fixtures/records"

describe("StatTiles", () => {
  it("shows under each figure what it counts and over which period, with no mark for a sample figure", () => {
    const stats = servedData(home.stats).map(asTile)
    render(<StatTiles stats={stats} label="By the numbers" />)
    const tiles = within(screen.getByRole("list", { name: "By the numbers" })).getAllByRole("listitem")
    expect(tiles).toHaveLength(stats.length)
    tiles.forEach((tile, i) => {
      expect(tile).toHaveTextContent(stats[i].value)
      expect(tile).toHaveTextContent(stats[i].basis)
      expect(tile).not.toHaveTextContent(/sample/i)
    })
    // The basis follows the figure, its label and its description, at the foot of the tile.
    expect(tiles[0].lastElementChild).toHaveTextContent(stats[0].basis)
  })
})

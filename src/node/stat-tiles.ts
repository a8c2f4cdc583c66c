/** The band of stat tiles shared by the testimonials and podcast pages. */
import { atLeastOne, stat } from "./schema/vocabulary"

/** Stat tiles: any number, wrapped onto as many rows as they need; at least one, as their band shows nothing else. */
export const tiles = (what: string) =>
  atLeastOne(stat, "tile", "the band shows nothing else").describe(
    `${what} In order; at least one, as the band shows nothing else.`,
  )

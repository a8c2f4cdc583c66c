/** What the recruiting pages and the prize wheel must have before the site goes live. */
import type { PreflightItem, ReadData } from "../feature-type"
import { parseMoment } from "../../lib/countdown"
import { recruitingCollection } from "./recruiting-pages"
import { wheelCollection } from "./wheel"

/**
 * What the recruiting pages need before going live: a scarcity line and countdown only
 * with a real count and a closing moment still ahead, and a prize contest only with its
 * sponsor and dates.
 */
export function recruitingPreflight(read: ReadData, now: Date): PreflightItem[] {
  const items: PreflightItem[] = []
  const recruitingFile = "data/recruiting.json"
  const { scarcity, spotsText } = read(recruitingCollection).apply
  const closesAt = parseMoment(scarcity.closes)
  // With shown off the page makes no claim, so there is nothing to prove.
  if (scarcity.shown && (scarcity.spotsLeft === undefined || closesAt === null)) {
    items.push({
      file: recruitingFile,
      field: "apply.scarcity",
      problem: `The sales page shows a scarcity line or countdown without a real date and count ("${spotsText}", and a countdown from 23:45:00 on every visit). Fill in spotsLeft (how many places are open) and closes (when they close, with its time zone offset), or turn shown off to make no such claim.`,
    })
  } else if (scarcity.shown && closesAt !== null && closesAt <= now.getTime()) {
    items.push({
      file: recruitingFile,
      field: "apply.scarcity.closes",
      problem: `The closing moment ${scarcity.closes} has passed, so the page hides the scarcity line and countdown. Set the next real closing moment and the places left in it, or turn shown off.`,
    })
  }
  const wheelFile = "data/wheel.json"
  const { sponsor, period } = read(wheelCollection).officialRules
  const missing: [string, string, string][] = [
    ["officialRules.sponsor.name", sponsor.name, "the sponsor's legal name"],
    ["officialRules.sponsor.address", sponsor.address, "the sponsor's postal address"],
    ["officialRules.period.startDate", period.startDate, "the contest's first day"],
    ["officialRules.period.endDate", period.endDate, "the contest's last day"],
  ]
  for (const [field, value, what] of missing) {
    if (!value) {
      items.push({
        file: wheelFile,
        field,
        problem: `The prize wheel's official rules have no sponsor and dates yet: give ${what}. Until then the page says the contest is not running.`,
      })
    }
  }
  return items
}

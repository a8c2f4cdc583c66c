/**
 * The copy rules that judge the words of one data field, run on data/ before anything is
 * built (features.ts's checkData): year counts agree with foundedYear, previews state no
 * income and name the limit of any acceptance they promise, no text promises an embed
 * that is not set up, link and button labels are in sentence case, and no address carries
 * an e-mail. Each problem names the data file and the field, with the text as the pages
 * show it (its facts filled). The rules that need the page itself stay in run.ts.
 */
import type { DataFile, ReadData } from "../feature-type"
import { peopleCollection } from "../people"
import { DataError } from "../schema/data-validation"
import { siteCollection } from "../site"
import { tripCollection, type TripData } from "../trips/schema"
import { acceptanceWithoutLimit } from "./coverage"
import { dataTexts, isPreview, type DataText } from "./data-texts"
import { emailInAddress } from "./email-in-addresses"
import { configuredEmbeds, standsWithItsFrame, unconfiguredEmbedPromises } from "./embeds"
import { statesIncome } from "./income"
import { labelCaseProblem } from "./labels"
import { yearCountMismatches } from "./year-counts"

/** A rule over one text: its problems, in words that follow the field's name. */
type TextRule = (text: DataText) => string[]

/** Where a label's record says the link leads: `to`, `href`, or a `…To` beside its `…Label`. */
const LEADS_TO = /^(?:to|href)$|To$/
/** Fields named for the button or link whose words they are. */
const BUTTON_OR_LINK = /(?:button|buttonLabel|linkLabel)$|^ctaLabel$/i

/**
 * Whether a text is a link's or a button's label: a `label` (or `…Label`) of a record that
 * says where it leads (the vocabulary's link and the menu's links, a hero's buttonLabel
 * beside its buttonTo), or a field named for its button or link.
 */
export function isLabel({ key, record }: Pick<DataText, "key" | "record">): boolean {
  if (BUTTON_OR_LINK.test(key)) return true
  return /^label$|Label$/.test(key) && Object.keys(record).some((name) => LEADS_TO.test(name))
}

/** Whether a whole text is an address: a site path, a web address or a mailto:. */
const isAddress = (text: string) => /^(?:\/|https?:\/\/|mailto:)\S*$/i.test(text.trim())

/** The words that keep their capital in a label: the agency's, its carrier's, its people's, its places' names. */
function properNounsOf(files: readonly Pick<DataFile, "data" | "collection">[], read: ReadData): Set<string> {
  const site = read(siteCollection)
  const trips = files.filter((f) => f.collection === tripCollection).map((f) => f.data as TripData)
  return new Set(
    [
      site.companyName,
      site.legalName,
      site.founderFullName,
      site.carrier.name,
      site.address.city,
      site.address.regionName,
      ...site.areaServed,
      ...read(peopleCollection).people.map((p) => p.name),
      ...trips.flatMap((t) => [t.destination, t.stats?.location ?? ""]),
    ]
      .flatMap((name) => name.split(/[\s,]+/))
      .filter((word) => /^[A-Z]/.test(word)),
  )
}

/** A text as a problem quotes it: whole, or its first 120 characters. */
const quoted = (text: string) => `"${text.length > 120 ? `${text.slice(0, 117)}...` : text}"`

/** The rules over one text, with what they are read against. */
function textRules(files: readonly DataFile[], read: ReadData, year: number): TextRule[] {
  const site = read(siteCollection)
  const yearsInBusiness = year - site.facts.foundedYear
  const configured = configuredEmbeds(site.embeds)
  const properNouns = properNounsOf(files, read)
  return [
    // The agency's age is typed in words ("seventeen years ago"): it must be the one foundedYear gives.
    ({ text }) =>
      yearCountMismatches(text, yearsInBusiness, [site.carrier.heritageYears]).map(
        (count) => `${quoted(text)} says ${count}, but foundedYear gives ${yearsInBusiness} years`,
      ),
    // A preview stands alone in search results and link previews, with no disclosure beside it.
    (t) => (isPreview(t) && statesIncome(t.text) ? [`${quoted(t.text)} states income in a preview`] : []),
    (t) =>
      isPreview(t) && /description$/i.test(t.key) && acceptanceWithoutLimit(t.text)
        ? [`${quoted(t.text)} promises acceptance in a preview without naming the health questions`]
        : [],
    // Previews describe the page rather than stand where the embed would; a frame's own
    // paragraph is shown only with its frame.
    (t) =>
      isPreview(t) || standsWithItsFrame(t.key, t.record)
        ? []
        : unconfiguredEmbedPromises(t.text, configured).map(
            (kind) => `${quoted(t.text)} promises the ${kind} embed, which data/site.json's embeds leave empty`,
          ),
    (t) => {
      const problem = isLabel(t) ? labelCaseProblem(t.text, properNouns) : null
      return problem ? [problem] : []
    },
    // An e-mail in an address reaches the server logs, the analytics and, through the referrer, third parties.
    ({ text }) => {
      const email = isAddress(text) ? emailInAddress(text.trim()) : null
      return email ? [`${quoted(text)} carries an e-mail in an address (${email})`] : []
    },
  ]
}

/**
 * Every problem of the words of data/, as `data/<file>: field "<path>": <problem>`, the
 * text quoted as the pages show it. `year` is the build's, which the agency's age counts to.
 */
export function copyProblems(
  files: readonly DataFile[],
  facts: Record<string, string>,
  read: ReadData,
  year: number,
): string[] {
  const rules = textRules(files, read, year)
  return dataTexts(files, facts).flatMap((text) =>
    rules.flatMap((rule) => rule(text)).map((problem) => `data/${text.file}: field "${text.field}": ${problem}`),
  )
}

/**
 * Checks the words of data/ against the copy rules of one field (copyProblems); throws a
 * DataError listing each problem, naming the file and the field, for the person who edits them.
 */
export function checkCopy(
  files: readonly DataFile[],
  facts: Record<string, string>,
  read: ReadData,
  year: number,
): void {
  const problems = copyProblems(files, facts, read, year)
  if (problems.length) {
    throw new DataError(`The copy breaks the copy rules (src/node/copy-rules/):\n${problems.join("\n")}`)
  }
}

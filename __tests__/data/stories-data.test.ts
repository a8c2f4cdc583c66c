/**
 * The stories area's files in data/ pass the build-time checks, tell the same story
 * everywhere, and a broken copy fails with the file and the field named.
 */
import fs from "fs"
import path from "path"
import { dataCopy } from "../fixtures/temp-dir"
import { editData } from "../fixtures/data-files"
import { checkData } from "../../src/node/features"
import { storiesOf } from "../../src/node/stories"
import { en as site } from "../../data/site.json"
import podcast from "../../data/podcast.json"
import testimonials from "../../data/testimonials.json"
import { person, served } from "../fixtures/records"
import { shippedData } from "../fixtures/shipped-data"

const DATA = path.resolve(__dirname, "../../data")
/** data/ as the build reads and checks it. */
const SHIPPED = shippedData()

/** A scratch copy of data/, with `edit` applied. */
function brokenCopy(edit: (dir: string) => void): string {
  const dir = dataCopy("stories-data-")
  edit(dir)
  return dir
}

function editJson(file: string, change: (value: any) => void) {
  editData(path.dirname(file), path.basename(file), change)
}

describe("stories data", () => {
  it("passes the build-time checks", () => {
    expect(() => checkData(DATA)).not.toThrow()
  })

  it("has the founder's story, named as site.json names the founder, its income table one row per year", () => {
    const story = storiesOf(SHIPPED).get(site.founderFirstName.toLowerCase())
    expect(story).toBeDefined()
    const rows = story!.income.incomeByYear
    // However many years a curator adds or removes, the table runs from its first year to its last.
    expect(rows.map((r) => r.year)).toEqual(rows.map((_, i) => rows[0].year + i))
    expect(story!.name).toBe(site.founderFullName)
  })

  it("tells the podcast's income story with the founder's own figures, read from his table, as an agency owner's", () => {
    const { startFigure, peakFigure, heading, peakCaption } = podcast.incomeStory
    expect(startFigure).toBe("{founderFirstIncomeShort}")
    expect(peakFigure).toBe("{founderPeakIncomeShort}")
    expect(served(heading)).toBe("Our founder's income as agency owner: $19K to $4.3M")
    expect(served(peakCaption)).toBe("2015 ($4.3 million), as agency owner, overrides included")
  })

  it("rejects an earnings disclaimer without the typical earnings, or a ratings note without the ratings", () => {
    const noTypical = brokenCopy((d) =>
      editJson(path.join(d, "podcast.json"), (v) => {
        v.incomeStory.disclaimer = v.incomeStory.disclaimer.replace("{typicalEarnings}", "")
      }),
    )
    expect(() => checkData(noTypical)).toThrow(
      /data\/podcast\.json: field "incomeStory\.disclaimer": must contain \{typicalEarnings\}/,
    )
    const noRatings = brokenCopy((d) =>
      editJson(path.join(d, "quote.json"), (v) => (v.landing.footer.ratingsNote = "Rated A by AM Best.")),
    )
    expect(() => checkData(noRatings)).toThrow(/field "en\.landing\.footer\.ratingsNote": must contain \{ratings\}/)
  })

  it("says the people in the testimonial videos are the agency's agents and managers", () => {
    const noAgency = brokenCopy((d) =>
      editJson(path.join(d, "testimonials.json"), (v) => (v.videoGrid.note = "Results vary. {typicalEarnings}")),
    )
    expect(() => checkData(noAgency)).toThrow(/field "videoGrid\.note": must contain \{company\}/)
  })

  it("has a video card per person, with the managers labelled", () => {
    expect(new Set(testimonials.videos.map((v) => v.person)).size).toBe(testimonials.videos.length)
    const roles = new Set(testimonials.videos.map((v) => person(v.person).role))
    for (const role of ["District Manager", "Area Manager", "Regional Manager", ""]) expect(roles).toContain(role)
  })

  it("names the file and the field of a missing required field", () => {
    const dir = brokenCopy((d) => editJson(path.join(d, "podcast.json"), (v) => delete v.incomeStory.disclaimer))
    expect(() => checkData(dir)).toThrow('data/podcast.json: missing required field "incomeStory.disclaimer"')
  })

  it("rejects a video card without a video, naming the card", () => {
    const dir = brokenCopy((d) => editJson(path.join(d, "testimonials.json"), (v) => (v.videos[3].video = "")))
    expect(() => checkData(dir)).toThrow(/data\/testimonials\.json: field "videos\[3\]\.video"/)
  })

  it("rejects a gap in an income table", () => {
    const dir = brokenCopy((d) => editJson(path.join(d, "stories", "daniel.json"), (v) => v.income.incomeByYear.splice(5, 1)))
    expect(() => checkData(dir)).toThrow(/data\/stories\/daniel\.json: .*year 2014 must follow 2012/)
  })

  it("fails when the founder's story file is missing, so the home page link never breaks", () => {
    const dir = brokenCopy((d) => fs.renameSync(path.join(d, "stories", "daniel.json"), path.join(d, "stories", "someone-else.json")))
    expect(() => checkData(dir)).toThrow(/data\/stories\/daniel\.json: file is missing/)
  })

  it("fails when the founder's story names someone else", () => {
    const dir = brokenCopy((d) => editJson(path.join(d, "stories", "daniel.json"), (v) => (v.name = "Dan W.")))
    expect(() => checkData(dir)).toThrow(/field "name" is "Dan W\." but founderFullName/)
  })

  it("rejects a story file name that cannot be a page address", () => {
    const dir = brokenCopy((d) => fs.copyFileSync(path.join(d, "stories", "daniel.json"), path.join(d, "stories", "Mary Ann.json")))
    expect(() => checkData(dir)).toThrow(/data\/stories\/Mary Ann\.json: the file name is the page address/)
  })
})

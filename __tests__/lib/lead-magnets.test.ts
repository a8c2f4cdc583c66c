import {
  BLUEPRINT_THANK_YOU_HREF,
  blueprintLandingPath,
  recordSurveyDownload,
  resolveEmail,
  shouldAutoDownloadBlueprint,
} from "../../src/lib/lead-magnets"
import { nameSlug } from "../../src/hooks/use-site-config"

describe("resolveEmail (e-mail shape)", () => {
  it("uses the e-mail taken from the address when it has the shape", () => {
    expect(resolveEmail("a@b.co", "stored@x.com")).toBe("a@b.co")
  })

  it("falls back to the stored e-mail when the address had none or a malformed one", () => {
    expect(resolveEmail(null, "stored@x.com")).toBe("stored@x.com")
    expect(resolveEmail("not-an-email", "stored@x.com")).toBe("stored@x.com")
  })

  it.each(["not-an-email", "a@b", "a b@c.de", "@b.co", "a@.co ", "a@b.", ""])("rejects %p", (bad) => {
    expect(resolveEmail(bad, null)).toBeNull()
    expect(resolveEmail(null, bad)).toBeNull()
  })
})

describe("blueprint download link", () => {
  it("asks for the download and carries nothing else", () => {
    expect(BLUEPRINT_THANK_YOU_HREF).toBe("/thank-you-blueprint?dl=1")
  })

  it("builds the landing address from the author's first name like every other name slug", () => {
    expect(blueprintLandingPath("Daniel")).toBe("/daniel-7-step-blueprint")
    expect(blueprintLandingPath(" Maria ")).toBe(`/${nameSlug(" Maria ")}-7-step-blueprint`)
  })
})

describe("shouldAutoDownloadBlueprint", () => {
  const desktop = 1280
  it("never downloads by itself under 768 px", () => {
    expect(shouldAutoDownloadBlueprint({ viewportWidth: 375, dl: true, alreadyDownloaded: false })).toBe(false)
    expect(shouldAutoDownloadBlueprint({ viewportWidth: 767, dl: false, alreadyDownloaded: false })).toBe(false)
  })

  it("downloads at 768 px and wider on the first visit of the session", () => {
    expect(shouldAutoDownloadBlueprint({ viewportWidth: 768, dl: false, alreadyDownloaded: false })).toBe(true)
  })

  it("does not repeat in the same session unless dl=1", () => {
    expect(shouldAutoDownloadBlueprint({ viewportWidth: desktop, dl: false, alreadyDownloaded: true })).toBe(false)
    expect(shouldAutoDownloadBlueprint({ viewportWidth: desktop, dl: true, alreadyDownloaded: true })).toBe(true)
  })
})

describe("recordSurveyDownload", () => {
  it("posts formId and formName in no-cors mode", async () => {
    const post = jest.fn().mockResolvedValue(undefined)
    await recordSurveyDownload("https://forms.example/record", "F1", post)
    expect(post).toHaveBeenCalledWith(
      "https://forms.example/record",
      { formId: "F1", formName: "Downloaded In-Home Survey" },
      expect.objectContaining({ mode: "no-cors" }),
    )
  })

  it("sends nothing when the address is not configured", async () => {
    const post = jest.fn()
    await recordSurveyDownload("", "F1", post)
    expect(post).not.toHaveBeenCalled()
  })

  it("only logs a failure, never rejects", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const post = jest.fn().mockRejectedValue(new Error("offline"))
    await expect(recordSurveyDownload("https://forms.example/record", "F1", post)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

/** The words of the page frame and of the trip gallery are data; the ones shipped are the site's own wording. */
import { en as navigation } from "../../data/navigation.json"
import incentives from "../../data/incentives.json"

describe("data/navigation.json", () => {
  it("holds the menu in the site's order, with its addresses", () => {
    expect(navigation.menu.map((l) => [l.label, l.to])).toEqual([
      ["Home", "/"],
      ["Our product", "/our-product"],
      ["FAQ", "/faq"],
      ["Testimonials", "/testimonials"],
      ["Podcast", "/podcast"],
      ["Agent incentives", "/agent-incentives"],
      ["FL/TX agents", "/fl-tx-agents"],
      ["Book a call", "/tl-booking"],
      ["Contact", "/contact"],
    ])
    expect(navigation.apply).toEqual({ label: "Apply now", to: "/request-info" })
  })

  it("holds the footer's links and the error screen's heading", () => {
    expect(navigation.footer.quickLinks.map((l) => l.to)).toEqual([
      "/our-product",
      "/quote",
      "/faq",
      "/testimonials",
      "/reviews",
      "/podcast",
      "/contact",
    ])
    expect(navigation.footer.agentLinks.map((l) => l.to)).toEqual([
      "/request-info",
      "/our-team",
      "/agent-incentives",
      "/goalcalculator",
      "/comp-comparison",
    ])
    expect(navigation.footer.services).toEqual([
      "Final Expense Insurance",
      "Burial Insurance",
      "Life Insurance Solutions",
      "Agent Training Programs",
    ])
    expect(navigation.errorScreen.heading).toBe("Unexpected Application Error!")
  })
})

describe("data/incentives.json gallery", () => {
  it("holds the gallery's and the viewer's words", () => {
    const { photos, lightbox } = incentives.gallery
    expect(photos).toMatchObject({
      caption: "Photo {number} of {total}",
      auto: "Auto",
      previous: "Previous",
      next: "Next",
      play: "Play slideshow",
      pause: "Pause slideshow",
      thumbnail: "Show photo {number} of {total}",
    })
    expect(lightbox).toEqual({
      label: "{trip} photos",
      counter: "{number} / {total}",
      close: "Close",
      previous: "Previous photo",
      next: "Next photo",
    })
  })
})

/**
 * The layout check every page passes at every width: nothing scrolls sideways, no text
 * runs out of its box, no link or button is cut off at the screen's edge, and on a phone
 * every link and button outside a sentence is a 44 px tap target.
 */
import type { Page } from "playwright-core"

/** One width in each band of the stylesheet's breakpoints (640, 1024, 1280, 1440 px). */
export const LAYOUT_WIDTHS = [320, 768, 1024, 1280, 1440]

/** The layout problems of the page as it is laid out now; `phone` adds the tap-target rule. */
export function layoutProblems(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const out: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth) {
      out.push(`scrolls sideways by ${document.documentElement.scrollWidth - window.innerWidth} px`)
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      if (style.display === "none" || style.visibility === "hidden" || box.width === 0) continue
      if (el.closest(".visually-hidden, [aria-hidden='true']")) continue
      // Text that runs out of its own box (a leaf element, visible overflow).
      if (
        el.children.length === 0 &&
        style.overflowX === "visible" &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.clientWidth > 0
      ) {
        out.push(`text overflows ${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`)
      }
      // A link or button past the screen's edge, cut off (the row that holds it does not
      // scroll): longer words, a Spanish menu say, can push the last one out.
      const control = el.matches("a, button, select, summary, [role='button']")
      const scrolls = (node: HTMLElement | null) => node && /auto|scroll/.test(getComputedStyle(node).overflowX)
      let inScroller = false
      for (let node = el.parentElement; node && !inScroller; node = node.parentElement) inScroller = !!scrolls(node)
      if (control && !inScroller && (box.right > window.innerWidth + 1 || box.left < -1)) {
        out.push(
          `cut off at the screen's edge ${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`,
        )
      }
      if (!phone || !control) continue
      // Links inside a sentence are exempt: they flow with the text around them.
      const parentText = el.parentElement?.textContent?.trim() ?? ""
      const inSentence = style.display === "inline" && parentText.length > (el.textContent ?? "").trim().length
      if (!inSentence && (box.height < 44 || box.width < 44)) {
        out.push(
          `small target ${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        )
      }
    }
    return out
  }, phone)
}

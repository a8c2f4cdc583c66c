/**
 * What a visitor does on a page before its code has taken over. The page is drawn from
 * its HTML first and its bundles arrive after the first paint, so for a moment (seconds,
 * on a slow phone) the fields take typing, pasting and autofill while no component
 * listens, and the buttons have no handlers yet:
 *  - a field keeps what the visitor entered in the DOM while its component's state still
 *    holds the value it was drawn with: `earlyValue` reads the difference, and each field
 *    takes it up when it hydrates (src/hooks/use-early-value.ts);
 *  - a tap on a button does nothing (or, on a submit button, sends its form as a page
 *    load that loses what was entered): the head script holds such taps (`holdTaps`) and
 *    the app replays them once its handlers are in place (`replayHeldTaps`).
 * Links and the browser's own disclosures (`<details>`) work without code and are left alone.
 */

/** The global through which the head script hands its held taps to the app. */
const HELD = "__heldTaps"

type HoldingWindow = Window & { [HELD]?: () => Element[] }

/** The elements whose taps are held: buttons of the page (not the editor's or a third party's). */
const TAPPABLE = 'button, [role="button"], input[type="submit"]'

/**
 * Holds every tap on a button of the page, and every form submission, until
 * `replayHeldTaps` takes them (run by the head script, before anything is drawn).
 */
export function holdTaps(win: Window = window): void {
  const doc = win.document
  const held: Element[] = []
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(TAPPABLE)
    if (!button || !button.closest("#___gatsby")) return
    // A submit button would send its form as a page load: the app sends it instead. The
    // app may already listen on its root while it hydrates: it hears the tap on replay
    // only, or a toggle would answer it twice.
    event.preventDefault()
    event.stopPropagation()
    held.push(button)
  }
  // A form sent by Enter in a field, where it has no submit button to click.
  const onSubmit = (event: Event) => {
    event.preventDefault()
    event.stopPropagation()
    held.push(event.target as Element)
  }
  doc.addEventListener("click", onClick, true)
  doc.addEventListener("submit", onSubmit, true)
  ;(win as HoldingWindow)[HELD] = () => {
    doc.removeEventListener("click", onClick, true)
    doc.removeEventListener("submit", onSubmit, true)
    return held.splice(0)
  }
}

/**
 * Stops holding taps and replays the held ones, in order, on the elements still in the
 * page. Called once the app's handlers are in place and the fields have taken up their
 * early values, so a replayed Calculate reads what was typed.
 */
export function replayHeldTaps(win: Window = window): void {
  const take = (win as HoldingWindow)[HELD]
  if (!take) return
  delete (win as HoldingWindow)[HELD]
  for (const element of take()) {
    if (!element.isConnected) continue
    if (element.tagName === "FORM") (element as HTMLFormElement).requestSubmit()
    else (element as HTMLElement).click()
  }
}

export type FieldElement = HTMLInputElement | HTMLTextAreaElement

/**
 * What the visitor entered into a server-drawn field before its component took over, or
 * null when the field still holds what it was drawn with: the DOM's value against the
 * default the HTML gave it (a box's checked state against its default for a checkbox).
 */
export function earlyValue(field: FieldElement): string | boolean | null {
  if (field.type === "checkbox" || field.type === "radio") {
    const box = field as HTMLInputElement
    return box.checked !== box.defaultChecked ? box.checked : null
  }
  const text = field as HTMLInputElement | HTMLTextAreaElement
  return text.value !== text.defaultValue ? text.value : null
}

/**
 * @jest-environment jsdom
 *
 * What a visitor does before the page's code takes over: the value a field holds against
 * the one it was drawn with, and taps held until the app can answer them.
 */
import { earlyValue, holdTaps, replayHeldTaps } from "../../src/lib/early-input"

function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`
  return document.getElementById("___gatsby") as HTMLElement
}

describe("a field's early value", () => {
  it("is what was typed or pasted over the value the HTML drew, and null while the two agree", () => {
    const root = page('<input id="zip" value=""><input id="kept" value="33101">')
    const zip = root.querySelector<HTMLInputElement>("#zip")!
    expect(earlyValue(zip)).toBeNull()
    zip.value = "33101"
    expect(earlyValue(zip)).toBe("33101")
    expect(earlyValue(root.querySelector<HTMLInputElement>("#kept")!)).toBeNull()
  })

  it("is a checkbox's state once the visitor has changed it", () => {
    const box = page('<input type="checkbox" id="c">').querySelector<HTMLInputElement>("#c")!
    expect(earlyValue(box)).toBeNull()
    box.click()
    expect(earlyValue(box)).toBe(true)
  })
})

describe("taps before the app takes over", () => {
  afterEach(() => replayHeldTaps())

  it("are held, their default prevented (a submit button sends no form), and replayed in order once handlers exist", () => {
    const root = page(
      '<form id="f"><input name="age"><button id="calc" type="submit">Calculate</button></form><button id="menu" type="button">Menu</button>',
    )
    const submits = jest.fn((e: Event) => e.preventDefault())
    const form = root.querySelector("form")!
    holdTaps()
    const calc = root.querySelector<HTMLButtonElement>("#calc")!
    const menu = root.querySelector<HTMLButtonElement>("#menu")!
    const early = new MouseEvent("click", { bubbles: true, cancelable: true })
    calc.dispatchEvent(early)
    menu.click()
    expect(early.defaultPrevented).toBe(true)

    // The app's handlers arrive; the held taps reach them, in the order they were made.
    const order: string[] = []
    form.addEventListener("submit", (e) => {
      order.push("calculate")
      submits(e)
    })
    menu.addEventListener("click", () => order.push("menu"))
    replayHeldTaps()
    expect(order).toEqual(["calculate", "menu"])
    // Held no longer: a tap now goes straight to its handler, once.
    menu.click()
    expect(order).toEqual(["calculate", "menu", "menu"])
  })

  it("reach an app already listening on the page's root only when replayed, so a tap is answered once", () => {
    // React listens on the root as soon as it starts hydrating, before the replay: a toggle
    // that heard the tap then and again on replay would open and close at once.
    const root = page('<button id="menu" type="button">Menu</button>')
    const heard = jest.fn()
    root.addEventListener("click", heard, true)
    root.addEventListener("click", heard)
    holdTaps()
    root.querySelector<HTMLButtonElement>("#menu")!.click()
    expect(heard).not.toHaveBeenCalled()
    replayHeldTaps()
    expect(heard).toHaveBeenCalledTimes(2) // its capture and its bubble listener, one tap
  })

  it("leaves links, disclosures and anything outside the page alone", () => {
    document.body.innerHTML =
      '<div id="___gatsby"><a href="#x" id="link">x</a><details><summary id="q">Q</summary>A</details></div><button id="outside">o</button>'
    holdTaps()
    for (const id of ["link", "q", "outside"]) {
      const tap = new MouseEvent("click", { bubbles: true, cancelable: true })
      document.getElementById(id)!.dispatchEvent(tap)
      expect(tap.defaultPrevented).toBe(false)
    }
  })

  it("skips a tapped element the app has since removed", () => {
    const root = page('<button id="gone" type="button">x</button>')
    const gone = root.querySelector<HTMLButtonElement>("#gone")!
    const clicked = jest.fn()
    holdTaps()
    gone.click()
    gone.addEventListener("click", clicked)
    clicked.mockClear()
    gone.remove()
    replayHeldTaps()
    expect(clicked).not.toHaveBeenCalled()
  })
})

/** @jest-environment jsdom */
import "../setup/node-uint8array"
import { EMAIL_STORAGE_KEY } from "../../src/lib/email"
import { emailTakenFromAddress, moveEmailOutOfAddress, takeEmailFromAddress } from "../../src/lib/email-in-address"
import { withConfig } from "../../src/browser/inline-scripts/config"
import { compiledScript } from "../../src/node/inline-scripts"

describe("takeEmailFromAddress", () => {
  it.each(["email", "Email", "EMAIL", "e-mail", "E-Mail", "e_mail", "emailAddress", "email_address", "EmailAddress"])(
    "takes the e-mail out of a parameter named %p",
    (name) => {
      expect(takeEmailFromAddress(`https://site.example/daniel-7-step-blueprint?${name}=ann%40example.com`)).toEqual({
        email: "ann@example.com",
        rest: "/daniel-7-step-blueprint",
      })
    },
  )

  it("keeps the path, the other parameters as written and the hash", () => {
    expect(
      takeEmailFromAddress(
        "https://site.example/thank-you-blueprint?dl=1&email=jo%2Bagent%40mail.co&utm_source=a%20b#top",
      ),
    ).toEqual({ email: "jo+agent@mail.co", rest: "/thank-you-blueprint?dl=1&utm_source=a%20b#top" })
    expect(takeEmailFromAddress("/thank-you-survey?email=ann@example.com#faq")).toEqual({
      email: "ann@example.com",
      rest: "/thank-you-survey#faq",
    })
  })

  it("reads the value as a form writes it, and as written when its escapes are broken", () => {
    expect(takeEmailFromAddress("/x?email=ann+b%40example.com")?.email).toBe("ann b@example.com")
    expect(takeEmailFromAddress("/x?email=ann%zz@example.com")?.email).toBe("ann%zz@example.com")
  })

  it("takes out a malformed, empty or valueless one too: no value of it may stay in the address", () => {
    expect(takeEmailFromAddress("/thank-you-blueprint?email=jo%20at%20mail&dl=1")).toEqual({
      email: "jo at mail",
      rest: "/thank-you-blueprint?dl=1",
    })
    expect(takeEmailFromAddress("/thank-you-blueprint?email=")).toEqual({ email: "", rest: "/thank-you-blueprint" })
    expect(takeEmailFromAddress("/thank-you-blueprint?dl=1&e-mail")).toEqual({
      email: "",
      rest: "/thank-you-blueprint?dl=1",
    })
  })

  it("takes out every such parameter, and gives the first value with the shape of an e-mail", () => {
    expect(takeEmailFromAddress("/x?email=&a=1&emailAddress=ann%40example.com&e_mail=bo%40example.com")).toEqual({
      email: "ann@example.com",
      rest: "/x?a=1",
    })
  })

  it.each([
    "/thank-you-blueprint",
    "/thank-you-blueprint?dl=1",
    "/thank-you-blueprint?dl=1#email=ann@example.com",
    "/contact?emails=1&mail=x&my_email=y&email_addresses=z",
  ])("is null for an address whose query carries none: %p", (href) => {
    expect(takeEmailFromAddress(href)).toBeNull()
  })
})

/** A page loaded at `address`, in jsdom's window, with the history entry's state Gatsby would leave. */
function load(address: string) {
  window.history.replaceState({ key: "entry-1" }, "", address)
}
const here = () => window.location.pathname + window.location.search + window.location.hash
const forget = () => delete (window as { __addressEmail?: string }).__addressEmail

afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear()
  forget()
})

describe("moveEmailOutOfAddress", () => {
  it("takes the e-mail out of the address in the same history entry, and keeps it in storage and for the app", () => {
    load("/daniel-7-step-blueprint?utm_source=mail&email=ann%40example.com#steps")
    const entries = window.history.length
    moveEmailOutOfAddress()
    expect(here()).toBe("/daniel-7-step-blueprint?utm_source=mail#steps")
    expect(window.history.length).toBe(entries)
    expect(window.history.state).toEqual({ key: "entry-1" })
    expect(window.localStorage.getItem(EMAIL_STORAGE_KEY)).toBe("ann@example.com")
    expect(emailTakenFromAddress()).toBe("ann@example.com")
  })

  it("takes a value without the shape of an e-mail out too, and keeps it nowhere", () => {
    window.localStorage.setItem(EMAIL_STORAGE_KEY, "stored@example.com")
    load("/thank-you-survey?e-mail=ann%20at%20example&dl=1")
    moveEmailOutOfAddress()
    expect(here()).toBe("/thank-you-survey?dl=1")
    expect(window.localStorage.getItem(EMAIL_STORAGE_KEY)).toBe("stored@example.com")
    expect(emailTakenFromAddress()).toBeNull()
  })

  it("leaves an address without one untouched, history entry and storage alike", () => {
    load("/thank-you-blueprint?dl=1#top")
    const replace = jest.spyOn(window.history, "replaceState")
    moveEmailOutOfAddress()
    expect(replace).not.toHaveBeenCalled()
    expect(here()).toBe("/thank-you-blueprint?dl=1#top")
    expect(window.localStorage.getItem(EMAIL_STORAGE_KEY)).toBeNull()
    expect(emailTakenFromAddress()).toBeNull()
  })

  it("cleans the address and hands the e-mail to the app when storage refuses the write", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    })
    load("/x?email=ann%40example.com")
    expect(() => moveEmailOutOfAddress()).not.toThrow()
    expect(here()).toBe("/x")
    expect(emailTakenFromAddress()).toBe("ann@example.com")
  })

  it("does not throw where the storage itself is refused (private browsing)", () => {
    const replaceState = jest.fn()
    const win = {
      location: { href: "https://site.example/x?a=1&Email=ann%40example.com" },
      history: { state: null, replaceState },
      get localStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    } as unknown as Window
    expect(() => moveEmailOutOfAddress(win)).not.toThrow()
    expect(replaceState).toHaveBeenCalledWith(null, "", "/x?a=1")
    expect(emailTakenFromAddress(win)).toBe("ann@example.com")
  })
})

describe("the head script of every page", () => {
  const headScript = () => new Function(withConfig(compiledScript("after-paint-head"), { manifestHref: null }))
  // The script holds taps on the page's buttons until the app takes them: stop holding.
  afterEach(() => (window as { __heldTaps?: () => unknown }).__heldTaps?.())

  it("takes the e-mail out of the address and stores it as soon as it runs, before any bundle", () => {
    load("/thank-you-survey?email_address=ann%40example.com&dl=1")
    headScript()()
    expect(here()).toBe("/thank-you-survey?dl=1")
    expect(window.localStorage.getItem(EMAIL_STORAGE_KEY)).toBe("ann@example.com")
    expect(emailTakenFromAddress()).toBe("ann@example.com")
  })

  it("runs on where storage throws", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    load("/x?email=ann%40example.com")
    expect(() => headScript()()).not.toThrow()
    expect(here()).toBe("/x")
    // What comes after it in the script ran too: taps are held for the app.
    expect(typeof (window as { __heldTaps?: unknown }).__heldTaps).toBe("function")
  })
})

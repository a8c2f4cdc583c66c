/**
 * The e-mail rule: no address of a page, and no address a script writes, carries an
 * e-mail; nor does an address written in data/.
 */
import {
  emailInAddress,
  emailParametersInScripts,
  emailsInAddresses,
} from "../../../src/node/copy-rules/email-in-addresses"
import { problemsOf, sample, withChanges } from "./sample-data"
import { page } from "./sample-page"

describe("e-mail in addresses", () => {
  it.each([
    ["/thank-you-blueprint?dl=1&email=ann%40oak.example", "email="],
    ["/thank-you-blueprint?dl=1&email=", "email="],
    ["https://forms.example/f?e-mail=x", "e-mail="],
    ["https://track.example/p/ann@oak.example", "ann@oak.example"],
    ["https://track.example/p?u=ann%40oak.example", "ann@oak.example"],
    ["/thanks#contact=ann%2Bnews%40oak.example", "ann+news@oak.example"],
  ])("finds the e-mail in %p", (url, found) => expect(emailInAddress(url)).toBe(found))

  it.each([
    "mailto:hello@oak.example?subject=Hi",
    "data:image/svg+xml,%3Csvg%3E%3Ctext%3Ea@b.co%3C/text%3E%3C/svg%3E",
    "/thank-you-blueprint?dl=1",
    "https://fonts.example/css2?family=Inter:wght@400;700",
    "/images/logo@2x.png",
    "https://www.youtube.com/@oakagency",
    "/bad%E0%A4%A",
  ])("finds none in %p", (url) => expect(emailInAddress(url)).toBeNull())

  it("names the page and where the address stands", () => {
    const built = page("/blueprint", `<a href="/thank-you-blueprint?dl=1&amp;email=ann%40oak.example">Download</a>`, {
      head: `<meta property="og:url" content="https://oak.example/x?email=ann@oak.example">`,
      footer: `<a href="mailto:hello@oak.example">hello@oak.example</a><iframe title="Form" src="https://forms.example/?email=a@b.co"></iframe>`,
    })
    expect(emailsInAddresses([built])).toEqual([
      '/blueprint: link "Download" → /thank-you-blueprint?dl=1&email=ann%40oak.example carries an e-mail (email=)',
      '/blueprint: iframe "Form" → https://forms.example/?email=a@b.co carries an e-mail (email=)',
      "/blueprint: meta og:url → https://oak.example/x?email=ann@oak.example carries an e-mail (email=)",
    ])
    expect(emailsInAddresses([page("/ok", `<a href="mailto:hello@oak.example">Email us</a>`)])).toEqual([])
  })
})

describe("emailParametersInScripts", () => {
  it("finds a script that writes an email= parameter into an address, and passes one that does not", () => {
    const old = 'function h(e){const t="/thank-you-blueprint?dl=1";return i(e)?`${t}&email=${encodeURIComponent(e)}`:t}'
    expect(emailParametersInScripts([{ name: "component---blueprint.js", text: old }])).toEqual([
      'component---blueprint.js: "nk-you-blueprint?dl=1";return i(e)?`${t}&email=${encodeURIComponent" writes an e-mail into an address',
    ])
    const now =
      'const t="/thank-you-blueprint?dl=1";localStorage.setItem("tl_email",e);u.searchParams.delete("email");a&&email=b;if(a&email==b)c()'
    expect(emailParametersInScripts([{ name: "component---blueprint.js", text: now }])).toEqual([])
  })
})

describe("addresses written in data/", () => {
  const emails = (problems: string[]) => problems.filter((p) => p.includes("carries an e-mail"))
  it("passes the sample's links and addresses", () => {
    expect(emails(problemsOf(sample.files))).toEqual([])
  })
  it("fails a link's address that carries an e-mail, naming the file and the field, and leaves mailto: alone", () => {
    const files = withChanges({
      "home.json": (home) => {
        home.closing.links[0].to = "/quote?email=ann%40oak.example"
        home.closing.links[1].to = "mailto:hello@oak.example"
      },
    })
    expect(emails(problemsOf(files))).toEqual([
      'data/home.json: field "closing.links[0].to": "/quote?email=ann%40oak.example" carries an e-mail in an address (email=)',
    ])
  })
})

/** Small built pages for the copy rules' tests, read as the build reads its pages. */
import { htmlParser, readBuiltPage, type BuiltPage } from "../../../src/node/copy-rules/built-page"

const parse = htmlParser()

/** A built page from the inside of its <main> (and optionally its head and footer). */
export function page(path: string, main: string, { head = "", footer = "" } = {}): BuiltPage {
  const html = `<html><head>${head}</head><body><header><a href="/">Home</a></header><main>${main}</main><footer>${footer}</footer></body></html>`
  return readBuiltPage(parse(html), path)
}

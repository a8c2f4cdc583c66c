/**
 * Copy that may hold a disclosure (src/lib/disclosures.ts): the first text of the page to
 * hold one shows it in full at its anchor; every later one links to it instead, in the
 * words of `notices.seeAbove` (data/site.json). Outside a page's provider (a component
 * alone in a test) the text is shown as written.
 */
import React, { createContext, useContext, useId, useMemo } from "react"
import {
  createDisclosureRegister,
  DISCLOSURE_ANCHORS,
  splitDisclosures,
  type DisclosureKey,
  type DisclosureRegister,
  type DisclosureTexts,
} from "../../lib/disclosures"

type PageDisclosures = {
  register: DisclosureRegister
  texts: DisclosureTexts
  /** The link's words for each disclosure, pointing back to where the page says it. */
  seeAbove: Record<DisclosureKey, string>
}

const DisclosureContext = createContext<PageDisclosures | null>(null)

/** Gives a page (one per `path`) its register of disclosures. */
export function DisclosureProvider({
  path,
  texts,
  seeAbove,
  children,
}: Omit<PageDisclosures, "register"> & { path: string; children: React.ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page, a new register
  const register = useMemo(() => createDisclosureRegister(), [path])
  const value = useMemo(() => ({ register, texts, seeAbove }), [register, texts, seeAbove])
  return <DisclosureContext.Provider value={value}>{children}</DisclosureContext.Provider>
}

/** `text`, with each disclosure it holds said in full the first time on the page and linked to after. */
export function DisclosedText({ text }: { text: string }) {
  const page = useContext(DisclosureContext)
  const owner = useId()
  if (!page) return <>{text}</>
  const segments = splitDisclosures(text, page.texts)
  if (segments.length === 1 && !("disclosure" in segments[0])) return <>{text}</>
  return (
    <>
      {segments.map((segment, i) => {
        if (!("disclosure" in segment)) return <React.Fragment key={i}>{segment.text}</React.Fragment>
        const anchor = DISCLOSURE_ANCHORS[segment.disclosure]
        if (page.register.showsInFull(segment.disclosure, owner)) {
          return (
            <span key={i} id={anchor}>
              {segment.text}
            </span>
          )
        }
        return (
          <React.Fragment key={i}>
            <a href={`#${anchor}`} data-disclosure-link="">
              {page.seeAbove[segment.disclosure]}
            </a>
            .
          </React.Fragment>
        )
      })}
    </>
  )
}

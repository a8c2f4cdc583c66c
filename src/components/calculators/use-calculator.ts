/**
 * State shared by both calculators: the typed inputs and contact fields (kept in
 * sessionStorage), the inputs of the last successful calculation (the results are derived
 * from them, so they come back after a reload), the calculate alert and the send hook.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useAfterPaint } from "../../hooks/use-after-paint"
import { useSessionForm } from "../../hooks/use-session-form"
import { useLeadSend } from "../../hooks/use-lead-send"
import { useSiteConfig } from "../../hooks/use-site-config"
import { emptyContact, type CalcMessages, type CalcOutcome, type Contact, type SendAction } from "../../lib/calc/index"

/**
 * What both calculators take from data/calculators.json besides their own words: the
 * results' words (the Calculate button's labels, the note shown without JavaScript), the
 * contact form's and the messages.
 */
export type CalculatorShared = {
  results: Queries.CalculatorResultsContentFragment
  contact: Queries.CalculatorContactContentFragment
  messages: CalcMessages
}

type Saved<Raw> = { raw: Raw; contact: Contact; calculatedRaw: Raw | null }

export type CalculatorOptions<Raw extends Record<string, string>, R, K extends string> = {
  storageKey: string
  emptyRaw: () => Raw
  calculate: (raw: Partial<Raw>, messages: CalcMessages) => CalcOutcome<R, K>
  shared: CalculatorShared
  webhooks: Record<SendAction, string>
  /** Which site.json link each button leads to after an OK answer. */
  destinations: (links: { meetingsPage: string; goalResultsPage: string }) => Record<SendAction, string>
}

export function useCalculator<Raw extends Record<string, string>, R, K extends string>(
  o: CalculatorOptions<Raw, R, K>,
) {
  const site = useSiteConfig()
  const [saved, setSaved, resetSaved, ready] = useSessionForm<Saved<Raw>>(
    o.storageKey,
    () => ({ raw: o.emptyRaw(), contact: emptyContact(), calculatedRaw: null }),
    ["calculatedRaw"],
  )
  const [optIn, setOptIn] = useState(false)
  // Consent to calls and texts is a separate choice, unchecked until the visitor checks it.
  const [callOptIn, setCallOptIn] = useState(false)
  const [invalid, setInvalid] = useState<readonly K[]>([])
  const [calcMessage, setCalcMessage] = useState<{ text: string; nonce: number } | null>(null)
  const [focusNonce, setFocusNonce] = useState(0)
  const resultsHeading = useRef<HTMLHeadingElement | null>(null)
  // A callback ref, so the object this hook returns holds no ref that render would read.
  const attachResultsHeading = useCallback((el: HTMLHeadingElement | null) => {
    resultsHeading.current = el
  }, [])

  const { calculate } = o
  const { results: words, contact: contactContent, messages } = o.shared
  const results = useMemo(() => {
    if (!saved.calculatedRaw) return null
    const outcome = calculate(saved.calculatedRaw, messages)
    return outcome.ok ? outcome.result : null
  }, [saved.calculatedRaw, calculate, messages])
  const stale =
    saved.calculatedRaw !== null && Object.keys(saved.raw).some((k) => saved.raw[k] !== saved.calculatedRaw?.[k])
  // The figures are what a send uses from the tap on; the panel draws them a moment later,
  // after the tap's own paint, which shows at once that the calculator is working
  // (drawing and laying out every figure takes several frames on a slow phone).
  const shownResults = useAfterPaint(results)
  const shownStale = useAfterPaint(stale)
  const calculating = shownResults !== results

  // The results' heading takes focus once the panel has drawn the figures of a Calculate.
  useEffect(() => {
    if (focusNonce > 0 && !calculating) resultsHeading.current?.focus()
  }, [focusNonce, calculating])

  const setField = useCallback(
    (key: keyof Raw & string, value: string) => setSaved((s) => ({ ...s, raw: { ...s.raw, [key]: value } })),
    [setSaved],
  )
  const setContactField = useCallback(
    (key: keyof Contact, value: string) => setSaved((s) => ({ ...s, contact: { ...s.contact, [key]: value } })),
    [setSaved],
  )

  const onCalculate = useCallback(
    (event?: React.FormEvent) => {
      event?.preventDefault()
      const outcome = calculate(saved.raw, messages)
      if (outcome.ok) {
        setSaved((s) => ({ ...s, calculatedRaw: { ...s.raw } }))
        setInvalid([])
        setCalcMessage(null)
        setFocusNonce((n) => n + 1)
      } else {
        setSaved((s) => ({ ...s, calculatedRaw: null }))
        setInvalid(outcome.fields)
        setCalcMessage((m) => ({ text: outcome.message, nonce: (m?.nonce ?? 0) + 1 }))
      }
    },
    [calculate, messages, saved.raw, setSaved],
  )

  const consentText = contactContent.consentText
  const callConsentText = contactContent.callConsentText
  const sender = useLeadSend<R>({
    webhooks: o.webhooks,
    destinations: o.destinations(site.links),
    results,
    contact: saved.contact,
    optIn,
    consentText,
    callConsent: { text: callConsentText, checked: callOptIn },
    company: site.companyName,
    notConfiguredMessage: contactContent.notConfiguredMessage,
    messages,
  })

  const clearSendMessage = sender.clear
  const startOver = useCallback(() => {
    resetSaved()
    setOptIn(false)
    setCallOptIn(false)
    setInvalid([])
    setCalcMessage(null)
    clearSendMessage()
  }, [resetSaved, clearSendMessage])

  return {
    ready,
    raw: saved.raw,
    contact: saved.contact,
    setField,
    setContactField,
    optIn,
    setOptIn,
    callOptIn,
    setCallOptIn,
    invalid,
    calcMessage,
    onCalculate,
    /** True from a Calculate until the panel has drawn its figures. */
    calculating,
    /** The figures the results panel draws (a moment behind a Calculate). */
    shownResults,
    /** Whether the inputs differ from those of the drawn figures. */
    shownStale,
    attachResultsHeading,
    consentText,
    callConsentText,
    noScriptText: words.noScriptNote,
    calculateLabel: words.calculateButton,
    calculatingLabel: words.calculatingLabel,
    sender,
    startOver,
  }
}

/**
 * The two send buttons of a calculator: checks in a fixed order (src/lib/calc/send.ts),
 * posts the lead with proof of both consents, one send at a time, then goes to the page
 * site.json names; on failure says so and keeps everything typed.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import { navigate } from "gatsby"
import { postJson } from "../lib/http"
import { afterNextPaint } from "../lib/next-paint"
import {
  buildLeadPayload,
  isSitePath,
  sendBlocker,
  type CalcMessages,
  type ConsentAnswer,
  type Contact,
  type SendAction,
} from "../lib/calc/index"

export const SEND_TIMEOUT_MS = 15000

export type LeadSendOptions<R> = {
  /** Webhook per button; "" when its variable is unset. */
  webhooks: Record<SendAction, string>
  /** Where each button leads after an OK answer (site path or URL). */
  destinations: Record<SendAction, string>
  results: R | null
  contact: Contact
  optIn: boolean
  /** The e-mail opt-in's text exactly as shown. */
  consentText: string
  /** The optional call-and-text consent, as shown and as answered: recorded, never required. */
  callConsent: ConsentAnswer
  company: string
  /** Shown when a webhook is unset. */
  notConfiguredMessage: string
  /** The messages of data/calculators.json. */
  messages: CalcMessages
}

/** Goes to a site path inside the app, or loads a full address. */
function goTo(to: string): void {
  if (isSitePath(to)) void navigate(to)
  else window.location.assign(to)
}

export function useLeadSend<R>(options: LeadSendOptions<R>) {
  const [sending, setSending] = useState<SendAction | null>(null)
  const [message, setMessage] = useState<{ text: string; nonce: number } | null>(null)
  const inFlight = useRef(false)
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )

  const say = useCallback((text: string) => setMessage((m) => ({ text, nonce: (m?.nonce ?? 0) + 1 })), [])

  const send = useCallback(
    async (action: SendAction) => {
      if (inFlight.current) return
      const o = options
      const blocker = sendBlocker({
        hasResults: o.results !== null,
        contact: o.contact,
        optIn: o.optIn,
        action,
        company: o.company,
        messages: o.messages,
      })
      if (blocker) return say(blocker)
      const url = o.webhooks[action]
      if (!url) return say(o.notConfiguredMessage)

      inFlight.current = true
      setSending(action)
      setMessage(null)
      // The button shows it is sending before the post starts: a page's first request
      // takes the main thread for several frames on a slow phone.
      await afterNextPaint()
      const payload = buildLeadPayload({
        contact: o.contact,
        action,
        results: o.results,
        consentText: o.consentText,
        optIn: o.optIn,
        callConsent: o.callConsent,
        pageUrl: window.location.href,
        now: new Date(),
      })
      try {
        await postJson(url, payload, { timeoutMs: SEND_TIMEOUT_MS })
      } catch (error) {
        console.error("Goal sheet send failed:", error)
        inFlight.current = false
        if (mounted.current) {
          setSending(null)
          say(o.messages.sendFailed)
        }
        return
      }
      // Stay unavailable while the browser leaves the page (available again should it not leave).
      goTo(o.destinations[action])
      window.setTimeout(() => {
        inFlight.current = false
        if (mounted.current) setSending(null)
      }, 5000)
    },
    [options, say],
  )

  const clear = useCallback(() => setMessage(null), [])
  return { send, sending, message, clear }
}

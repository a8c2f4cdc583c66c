/**
 * The site's own quote request: a family asks for a quote without any third-party form.
 * The boxes are plain, uncontrolled inputs, so what a visitor types while the page is still
 * starting stays in them (the head script holds an early tap on Send and the app replays it);
 * the answers are read from the form when it is sent.
 *
 * A request goes to the outbox first (src/lib/quote-request.ts) and is then posted to
 * GATSBY_QUOTE_WEBHOOK_URL; on any failure it stays there, the form keeps every answer and
 * says so, and the outbox is sent again when the connection comes back or on the next page
 * (gatsby-browser.tsx). With no webhook set, the form says to call and keeps what was typed.
 */
import React, { useEffect, useId, useRef, useState } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { ENV } from "../../lib/env"
import { postJson } from "../../lib/http"
import { enqueue, flushOutbox, isWaiting, outboxStorage } from "../../lib/outbox"
import {
  buildQuoteRequest,
  MIN_FILL_MS,
  QUOTE_FIELDS,
  requestProblems,
  type QuoteAnswers,
  type QuoteField,
} from "../../lib/quote-request"
import { telHref, useSiteConfig } from "../../hooks/use-site-config"
import { useSharedWords } from "../../hooks/use-navigation"
import { LocalHours } from "../ui/local-hours"
import { buttonClass } from "../ui/button-link"
import * as styles from "./quote-request-form.module.css"

type Status =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "sent" }

/** The browser's Global Privacy Control signal, where it has one. */
function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

/** A new request id: random, so two devices never share one. */
function newRequestId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

const post = (url: string, body: unknown) => postJson(url, body)

/** What is wrong with a box's answer, under the box and tied to it by `id`; nothing while it is fine. */
function Problem({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className={styles.problem}>
      {text}
    </p>
  ) : null
}

type QuoteRequestFormProps = {
  /** The id of the heading of the section the form stands in; without one, the form shows its own. */
  labelledBy?: string
  /** Where requests go: GATSBY_QUOTE_WEBHOOK_URL, read at build time ("" when unset). */
  webhook?: string
}

export function QuoteRequestForm({ labelledBy, webhook = ENV.quoteWebhook }: QuoteRequestFormProps) {
  const data = useStaticQuery<Queries.QuoteRequestFormQuery>(graphql`
    query QuoteRequestForm {
      quoteJson {
        request {
          heading
          intro
          name {
            label
            hint
          }
          phone {
            label
            hint
          }
          email {
            label
            hint
          }
          zip {
            label
            hint
          }
          age {
            label
            hint
          }
          forWhom {
            label
            options
          }
          coverage {
            label
            options
          }
          bestTime {
            label
            options
          }
          consent
          submitLabel
          sendingLabel
          honeypotLabel
          messages {
            required
            phone
            email
            zip
            zipNotServed
            age
            ageOutside
            checkAnswers
            notConfigured
            failed
          }
          thanks {
            heading
            text
          }
        }
      }
      siteJson {
        areaServed
        limits {
          issueAgeMin
          issueAgeMax
        }
      }
    }
  `)
  const words = data.quoteJson?.request
  const limits = data.siteJson?.limits
  const site = useSiteConfig()
  const { hoursTo } = useSharedWords()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  /** The request being sent: kept across taps, so a double tap or a retry sends the same id. */
  const requestId = useRef<string | null>(null)
  /** A send is under way: a second tap meanwhile does nothing. */
  const busy = useRef(false)
  const [status, setStatus] = useState<Status>({ kind: "editing" })
  const [problems, setProblems] = useState<Partial<Record<QuoteField, string>>>({})

  // A request left in the outbox by this form goes as soon as the connection is back.
  useEffect(() => {
    const retry = () => {
      const waiting = requestId.current
      if (!waiting) return
      const storage = outboxStorage()
      void flushOutbox(storage, post).then(() => {
        if (!isWaiting(storage, waiting)) setStatus({ kind: "sent" })
      })
    }
    window.addEventListener("online", retry)
    return () => window.removeEventListener("online", retry)
  }, [])

  useEffect(() => {
    if (status.kind === "failed") statusRef.current?.focus()
  }, [status])

  if (!words || !limits) return null
  const fieldId = (field: string) => `${id}-${field}`

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    const form = new FormData(event.currentTarget)
    const answers = Object.fromEntries(QUOTE_FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as QuoteAnswers
    const found = requestProblems(
      answers,
      { statesServed: data.siteJson?.areaServed ?? [], ...limits },
      words.messages,
      new Date(),
    )
    setProblems(found)
    const first = QUOTE_FIELDS.find((f) => found[f])
    if (first) {
      setStatus({ kind: "refused", message: words.messages.checkAnswers })
      // The visitor is taken to the first box to fix; the message under the form is read out too.
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    // Only a program fills the hidden box: it is told the request went, and nothing is sent.
    if (String(form.get("website") ?? "")) {
      setStatus({ kind: "sent" })
      return
    }
    if (!webhook) {
      setStatus({ kind: "failed", message: words.messages.notConfigured })
      return
    }
    busy.current = true
    setStatus({ kind: "sending" })
    // A person takes longer than this from the page's start to fill in a request; a program
    // that sends at once and leaves is not waited for. A quick person's request waits a moment.
    const early = MIN_FILL_MS - performance.now()
    if (early > 0) await new Promise((resolve) => window.setTimeout(resolve, early))
    requestId.current ??= newRequestId()
    const storage = outboxStorage()
    const item = {
      url: webhook,
      body: buildQuoteRequest({
        id: requestId.current,
        answers,
        consentText: words.consent,
        consentChecked: form.get("callConsent") === "yes",
        page: window.location.pathname,
        now: new Date(),
        globalPrivacyControl: globalPrivacyControl(),
      }),
    }
    // Kept in the outbox, it is sent from there; a storage too full to keep it, straight away.
    const sent = enqueue(storage, item)
      ? await flushOutbox(storage, post).then(() => !isWaiting(storage, item.body.id))
      : await post(item.url, item.body).then(
          () => true,
          () => false,
        )
    if (sent) setStatus({ kind: "sent" })
    else {
      // Not sent: a new tap may try again, with the same request.
      busy.current = false
      setStatus({ kind: "failed", message: words.messages.failed })
    }
  }

  const headingId = labelledBy ?? `${id}-heading`
  const Heading = labelledBy ? "h3" : "h2"
  if (status.kind === "sent") {
    return (
      <div className={styles.form} role="status">
        <Heading tabIndex={-1} ref={(el: HTMLHeadingElement | null) => el?.focus()}>
          {words.thanks.heading}
        </Heading>
        <p>{words.thanks.text}</p>
        <p>
          {site.businessHours.days}, {site.businessHours.open} {hoursTo} {site.businessHours.close}{" "}
          {site.businessHours.timeZone}
          <LocalHours hours={site.businessHours} to={hoursTo} />
        </p>
      </div>
    )
  }

  const box = (
    field: "name" | "phone" | "email" | "zip" | "age",
    input: React.InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const { label, hint } = words[field]
    const problem = problems[field]
    const described = [hint ? `${fieldId(field)}-hint` : "", problem ? `${fieldId(field)}-problem` : ""]
      .filter(Boolean)
      .join(" ")
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId(field)}>{label}</label>
        {hint ? (
          <p id={`${fieldId(field)}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <input
          id={fieldId(field)}
          name={field}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        <Problem id={`${fieldId(field)}-problem`} text={problem} />
      </div>
    )
  }

  const choice = (field: "forWhom" | "coverage" | "bestTime") => {
    const { label, options } = words[field]
    const problem = problems[field]
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId(field)}>{label}</label>
        <select
          id={fieldId(field)}
          name={field}
          defaultValue=""
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId(field)}-problem` : undefined}
        >
          <option value="" disabled>
            {"—"}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Problem id={`${fieldId(field)}-problem`} text={problem} />
      </div>
    )
  }

  return (
    <div className={styles.form}>
      {labelledBy ? null : <h2 id={headingId}>{words.heading}</h2>}
      <p>{words.intro}</p>
      <form ref={formRef} noValidate onSubmit={send} aria-labelledby={headingId} data-quote-request>
        <div className={styles.grid}>
          {box("name", { autoComplete: "name", required: true })}
          {box("phone", { type: "tel", autoComplete: "tel", inputMode: "tel", required: true })}
          {box("email", { type: "email", autoComplete: "email" })}
          {box("zip", { autoComplete: "postal-code", inputMode: "numeric", maxLength: 10, required: true })}
          {box("age", { required: true })}
          {choice("forWhom")}
          {choice("coverage")}
          {choice("bestTime")}
        </div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId("website")}>{words.honeypotLabel}</label>
          <input id={fieldId("website")} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={styles.consent}>
          <input id={fieldId("consent")} type="checkbox" name="callConsent" value="yes" />
          <label htmlFor={fieldId("consent")}>{words.consent}</label>
        </div>
        {status.kind === "refused" || status.kind === "failed" ? (
          <p ref={statusRef} tabIndex={-1} className={styles.status} role="alert">
            {status.message} {status.kind === "failed" ? <a href={telHref(site.phone)}>{site.phone}</a> : null}
          </p>
        ) : null}
        <button type="submit" className={buttonClass("primary")} aria-disabled={status.kind === "sending" || undefined}>
          {status.kind === "sending" ? words.sendingLabel : words.submitLabel}
        </button>
      </form>
    </div>
  )
}

/**
 * A request form of the site's own (the family's quote request, the recruit's request for
 * information): labelled boxes and choices, an optional consent box, a send button.
 *
 * The boxes are plain, uncontrolled inputs, so what a visitor types while the page is still
 * starting stays in them (the head script holds an early tap on Send and the app replays it);
 * the answers are read from the form when it is sent.
 *
 * A request goes to the outbox first (src/lib/outbox.ts) and is then posted to the form's
 * webhook; on any failure it stays there, the form keeps every answer and says so, and the
 * outbox sends it again by itself (when the connection comes back, when the visitor returns
 * to the tab, every half minute, and on the next page); the form thanks the visitor once it
 * has gone. With no webhook set, the form says to call and keeps what was typed.
 */
import React, { useEffect, useId, useRef, useState } from "react"
import { graphql } from "gatsby"
import { postJson } from "../../lib/http"
import { buildLeadRequest, MIN_FILL_MS, type LeadFormName } from "../../lib/lead-request"
import { enqueue, flushOutbox, isWaiting, outboxStorage, SENT_EVENT } from "../../lib/outbox"
import { optsOutOfSharing, sendsGlobalPrivacyControl } from "../../lib/tracking"
import { telHref, useSiteConfig } from "../../hooks/use-site-config"
import { useNavigation, useSharedWords } from "../../hooks/use-navigation"
import { useLanguage } from "../../hooks/use-language"
import { OfficeHoursText } from "../ui/local-hours"
import { buttonClass } from "../ui/button-link"
import * as styles from "./lead-form.module.css"

/** A box to type in, or a choice among options. */
export type LeadField<F extends string> = { name: F; label: string; hint?: string | null } & (
  { kind: "box"; input: React.InputHTMLAttributes<HTMLInputElement> } | { kind: "choice"; options: readonly string[] }
)

/** A box's words: its label, and a hint under it. */
type BoxWords = { label: string; hint?: string | null }

/** The name, phone and e-mail boxes every request form starts with (the e-mail address is optional). */
export function contactFields(words: { name: BoxWords; phone: BoxWords; email: BoxWords }) {
  return [
    { name: "name", kind: "box", ...words.name, input: { autoComplete: "name", required: true } },
    {
      name: "phone",
      kind: "box",
      ...words.phone,
      input: { type: "tel", autoComplete: "tel", inputMode: "tel", required: true },
    },
    { name: "email", kind: "box", ...words.email, input: { type: "email", autoComplete: "email" } },
  ] as const satisfies readonly LeadField<"name" | "phone" | "email">[]
}

/** The words every request form has: data/quote.json's requestForms, with the form's own. */
export type LeadFormWords = {
  heading: string
  intro: string
  consent: string
  submitLabel: string
  sendingLabel: string
  honeypotLabel: string
  messages: { checkAnswers: string; notConfigured: string; failed: string }
  thanks: { heading: string; text: string }
}

type Status =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "sent" }

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

/** What a page gives one of the site's own forms (quote-request-form.tsx, request-info-form.tsx). */
export type OwnFormProps = {
  /** The id of the heading of the section the form stands in; without one, the form shows its own. */
  labelledBy?: string
  /** Where requests go, read at build time ("" when unset); by default the form's GATSBY_* variable. */
  webhook?: string
}

export type LeadFormProps<F extends string> = {
  form: LeadFormName
  fields: readonly LeadField<F>[]
  words: LeadFormWords
  /** What is wrong with the answers, field by field; nothing when the request may go. */
  check: (answers: Record<F, string>) => Partial<Record<F, string>>
  /** Where requests go, read at build time ("" when unset). */
  webhook: string
  /** The id of the heading of the section the form stands in; without one, the form shows its own. */
  labelledBy?: string
}

export function LeadForm<F extends string>({ form, fields, words, check, webhook, labelledBy }: LeadFormProps<F>) {
  const site = useSiteConfig()
  const { hoursTo } = useSharedWords()
  // The privacy policy's own words for the opt-out of the sale or sharing of a request.
  const { doNotSellLabel } = useNavigation()
  // The page's language, which the request carries: the one to call the family back in.
  const language = useLanguage()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  /** The request being sent: kept across taps, so a double tap or a retry sends the same id. */
  const requestId = useRef<string | null>(null)
  /** A send is under way: a second tap meanwhile does nothing. */
  const busy = useRef(false)
  const [status, setStatus] = useState<Status>({ kind: "editing" })
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({})

  // A request of this form left in the outbox is sent by itself (src/lib/outbox.ts's
  // retryWaiting): the form says thank you once it has gone.
  const waiting = status.kind === "failed" && requestId.current !== null
  useEffect(() => {
    if (!waiting) return
    const onSent = (event: Event) => {
      if ((event as CustomEvent<string>).detail === requestId.current) setStatus({ kind: "sent" })
    }
    window.addEventListener(SENT_EVENT, onSent)
    return () => window.removeEventListener(SENT_EVENT, onSent)
  }, [waiting])

  useEffect(() => {
    if (status.kind === "failed") statusRef.current?.focus()
  }, [status])

  const fieldId = (field: string) => `${id}-${field}`

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    const data = new FormData(event.currentTarget)
    const names = fields.map((f) => f.name)
    const answers = Object.fromEntries(names.map((f) => [f, String(data.get(f) ?? "")])) as Record<F, string>
    const found = check(answers)
    setProblems(found)
    const first = names.find((f) => found[f])
    if (first) {
      setStatus({ kind: "refused", message: words.messages.checkAnswers })
      // The visitor is taken to the first box to fix; the message under the form is read out too.
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    // Only a program fills the hidden box: it is told the request went, and nothing is sent.
    if (String(data.get("website") ?? "")) {
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
      body: buildLeadRequest({
        form,
        fields: names,
        id: requestId.current,
        answers,
        consentText: words.consent,
        consentChecked: data.get("callConsent") === "yes",
        page: window.location.pathname,
        language,
        now: new Date(),
        globalPrivacyControl: sendsGlobalPrivacyControl(),
        // The form's box, or the privacy policy's opt-out made in this browser.
        doNotSell: data.get("doNotSell") === "yes" || optsOutOfSharing(),
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
          {site.businessHours.days}, <OfficeHoursText hours={site.businessHours} to={hoursTo} />
        </p>
      </div>
    )
  }

  const control = (field: LeadField<F>) => {
    const problem = problems[field.name]
    const described = [field.hint ? `${fieldId(field.name)}-hint` : "", problem ? `${fieldId(field.name)}-problem` : ""]
      .filter(Boolean)
      .join(" ")
    const shared = {
      id: fieldId(field.name),
      name: field.name,
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": described || undefined,
    }
    return (
      <div key={field.name} className={styles.field}>
        <label htmlFor={fieldId(field.name)}>{field.label}</label>
        {field.hint ? (
          <p id={`${fieldId(field.name)}-hint`} className={styles.hint}>
            {field.hint}
          </p>
        ) : null}
        {field.kind === "box" ? (
          <input {...shared} {...field.input} />
        ) : (
          <select {...shared} defaultValue="">
            <option value="" disabled>
              {"—"}
            </option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
        <Problem id={`${fieldId(field.name)}-problem`} text={problem} />
      </div>
    )
  }

  return (
    <div className={styles.form}>
      {labelledBy ? null : <h2 id={headingId}>{words.heading}</h2>}
      <p>{words.intro}</p>
      <form ref={formRef} noValidate onSubmit={send} aria-labelledby={headingId} data-lead-form={form}>
        <div className={styles.grid}>{fields.map(control)}</div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId("website")}>{words.honeypotLabel}</label>
          <input id={fieldId("website")} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={styles.consent}>
          <input id={fieldId("consent")} type="checkbox" name="callConsent" value="yes" />
          <label htmlFor={fieldId("consent")}>{words.consent}</label>
        </div>
        <div className={styles.consent}>
          <input id={fieldId("doNotSell")} type="checkbox" name="doNotSell" value="yes" />
          <label htmlFor={fieldId("doNotSell")}>{doNotSellLabel}</label>
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

export const query = graphql`
  fragment RequestFormWords on RequestFormWords {
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
    submitLabel
    sendingLabel
    honeypotLabel
    messages {
      required
      phone
      email
      checkAnswers
      notConfigured
      failed
    }
  }
`

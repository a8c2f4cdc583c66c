/**
 * The contact step of both calculators: name, phone, e-mail, two consent checkboxes, both
 * unchecked by default, beside the send buttons: the required opt-in to hear about the
 * results by e-mail (names the agency, links the privacy policy) and the optional consent
 * to calls and texts, which no send needs. Then the Email Results / Submit Goal Sheet
 * buttons with their alert.
 */
import React, { useRef } from "react"
import { useEarlyValue } from "../../hooks/use-early-value"
import { graphql } from "gatsby"
import { Link } from "../ui/site-link"
import { buttonClass } from "../ui/button-link"
import type { Contact, SendAction } from "../../lib/calc/index"
import { FormAlert } from "./form-alert"
import * as styles from "./calculators.module.css"

/** What the form needs from a calculator's state (see use-calculator.ts). */
export type ContactFormState = {
  /** The e-mail opt-in's text with the company filled in, exactly as sent. */
  consentText: string
  /** The call-and-text consent's text, exactly as sent. */
  callConsentText: string
  contact: Contact
  setContactField: (key: keyof Contact, value: string) => void
  optIn: boolean
  setOptIn: (checked: boolean) => void
  callOptIn: boolean
  setCallOptIn: (checked: boolean) => void
  sender: {
    send: (action: SendAction) => Promise<unknown>
    sending: SendAction | null
    message: { text: string; nonce: number } | null
  }
}

type ContactConsentFormProps = {
  idPrefix: string
  content: Queries.CalculatorContactContentFragment
  calc: ContactFormState
}

export function ContactConsentForm({ idPrefix, content, calc }: ContactConsentFormProps) {
  const { consentText, callConsentText, contact, optIn, callOptIn } = calc
  const { sending, message } = calc.sender
  const onOptInChange = calc.setOptIn
  const onCallOptInChange = calc.setCallOptIn
  const optInBox = useRef<HTMLInputElement>(null)
  const callOptInBox = useRef<HTMLInputElement>(null)
  useEarlyValue(optInBox, (checked) => onOptInChange(checked === true))
  useEarlyValue(callOptInBox, (checked) => onCallOptInChange(checked === true))
  const onSend = (action: SendAction) => void calc.sender.send(action)
  const fields: { key: keyof Contact; label: string; type: string; autoComplete: string }[] = [
    { key: "firstName", label: content.firstNameLabel, type: "text", autoComplete: "given-name" },
    { key: "lastName", label: content.lastNameLabel, type: "text", autoComplete: "family-name" },
    { key: "phone", label: content.phoneLabel, type: "tel", autoComplete: "tel" },
    { key: "email", label: content.emailLabel, type: "email", autoComplete: "email" },
  ]
  const headingId = `${idPrefix}-contact-heading`
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId}>{content.heading}</h2>
      <p>{content.intro}</p>
      <form noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby={headingId}>
        <div className={styles.contactGrid}>
          {fields.map((f) => (
            <ContactField
              key={f.key}
              id={`${idPrefix}-${f.key}`}
              field={f}
              value={contact[f.key]}
              onChange={calc.setContactField}
            />
          ))}
        </div>
        <div className={styles.consent}>
          <input
            ref={optInBox}
            id={`${idPrefix}-consent`}
            name="optIn"
            type="checkbox"
            checked={optIn}
            onChange={(e) => onOptInChange(e.target.checked)}
            className={styles.checkbox}
          />
          <div>
            <label htmlFor={`${idPrefix}-consent`}>{consentText}</label>{" "}
            <Link to={content.privacyPath}>{content.privacyLinkText}</Link>
          </div>
        </div>
        <div className={styles.consent}>
          <input
            ref={callOptInBox}
            id={`${idPrefix}-call-consent`}
            name="callOptIn"
            type="checkbox"
            checked={callOptIn}
            onChange={(e) => onCallOptInChange(e.target.checked)}
            className={styles.checkbox}
          />
          <label htmlFor={`${idPrefix}-call-consent`}>{callConsentText}</label>
        </div>
        <div className={styles.actions}>
          {(["email", "submit"] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={buttonClass(action === "email" ? "secondary" : "primary")}
              // Unavailable while a send is in flight (the send itself allows one at a
              // time), not disabled: a disabled button loses the focus to the page's body,
              // and React, putting it back, makes the browser lay out the page first.
              aria-disabled={sending !== null || undefined}
              aria-busy={sending === action || undefined}
              onClick={() => onSend(action)}
            >
              {sending === action
                ? content.sendingLabel
                : action === "email"
                  ? content.emailButton
                  : content.submitButton}
            </button>
          ))}
        </div>
        <FormAlert message={message} id={`${idPrefix}-send-alert`} />
      </form>
    </section>
  )
}

type ContactFieldProps = {
  id: string
  field: { key: keyof Contact; label: string; type: string; autoComplete: string }
  value: string
  onChange: (key: keyof Contact, value: string) => void
}

/** One labelled contact box; what was typed or autofilled before the page's code arrived is kept. */
function ContactField({ id, field, value, onChange }: ContactFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  useEarlyValue(input, (early) => onChange(field.key, String(early)))
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      <input
        ref={input}
        id={id}
        name={field.key}
        type={field.type}
        autoComplete={field.autoComplete}
        className={styles.textInput}
        value={value}
        onChange={(e) => onChange(field.key, e.target.value)}
      />
    </div>
  )
}

/** The contact and consent wording both calculator pages query (data/calculators.json → contact). */
export const contactContentFragment = graphql`
  fragment CalculatorContactContent on CalculatorContact {
    heading
    intro
    firstNameLabel
    lastNameLabel
    phoneLabel
    emailLabel
    emailButton
    submitButton
    sendingLabel
    consentText
    callConsentText
    privacyLinkText
    privacyPath
    notConfiguredMessage
    startOver
  }
`

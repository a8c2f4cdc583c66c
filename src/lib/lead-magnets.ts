/**
 * Pure rules of the lead-magnet pages (blueprint and in-home survey): where the PDFs
 * live, where the download buttons lead, which e-mail may be used, and when the
 * blueprint thank-you page starts its download on its own.
 */
import { isEmailShape } from "./email"

/** The two PDFs, drawn from data/ into public/downloads/ by every build (src/node/pdfs). */
export const BLUEPRINT_PDF = {
  path: "/downloads/7-step-blueprint.pdf",
  fileName: "7-Step-Blueprint.pdf",
} as const

export const SURVEY_PDF = {
  path: "/downloads/in-home-final-expense-survey.pdf",
  fileName: "In-Home-Final-Expense-Survey.pdf",
} as const

/** Phones and small tablets are narrower than this. */
const MOBILE_BREAKPOINT = 768
/** Auto-download delays. */
export const SURVEY_DOWNLOAD_DELAY_MS = 800
export const BLUEPRINT_DOWNLOAD_DELAY_MS = 500
/** Storage keys (the e-mail's is EMAIL_STORAGE_KEY, in ./email.ts). */
export const BLUEPRINT_FLAG_KEY = "blueprint_dl_done"
export const BLUEPRINT_WEBHOOK_SOURCE = "Blueprint TY"
const SURVEY_FORM_NAME = "Downloaded In-Home Survey"

/** Address of the blueprint landing page for the configured author ("Daniel" → "/daniel-7-step-blueprint"). */
export function blueprintLandingPath(authorFirstName: string): string {
  return `/${authorFirstName.trim().toLowerCase()}-7-step-blueprint`
}

/**
 * Where the landing page's Download Free PDF leads. Never with the visitor's e-mail: an
 * address ends up in logs, in the history and in what tags on the next page report. The
 * thank-you page reads the e-mail from storage instead (EMAIL_STORAGE_KEY, ./email.ts).
 */
export const BLUEPRINT_THANK_YOU_HREF = "/thank-you-blueprint?dl=1"

export const SURVEY_THANK_YOU_HREF = "/thank-you-survey?dl=1"

/** The anchor of the privacy policy's "Do not sell or share my personal information" part: /privacy#do-not-sell. */
export const DO_NOT_SELL_ID = "do-not-sell"

/**
 * The address of that part, written in full wherever it is linked (the footer of every
 * page, the top of the policy), so one label leads to one address.
 */
export const DO_NOT_SELL_PATH = `/privacy#${DO_NOT_SELL_ID}`

/**
 * The e-mail a page may use: the one the head script took out of the page's address
 * (src/lib/email-in-address.ts) when it has the shape of an e-mail, else the stored one
 * when it has, else none.
 */
export function resolveEmail(
  fromAddress: string | null | undefined,
  fromStorage: string | null | undefined,
): string | null {
  if (isEmailShape(fromAddress)) return fromAddress
  if (isEmailShape(fromStorage)) return fromStorage
  return null
}

function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT
}

/**
 * Whether /thank-you-blueprint starts its download by itself: never on a phone;
 * otherwise when the visitor asked for it (dl=1) or it has not happened yet this session.
 */
export function shouldAutoDownloadBlueprint(input: {
  viewportWidth: number
  dl: boolean
  alreadyDownloaded: boolean
}): boolean {
  if (isMobileWidth(input.viewportWidth)) return false
  return input.dl || !input.alreadyDownloaded
}

/**
 * Records a survey download at the form service (POST, no-cors, {formId,
 * formName}). Never rejects: a failure is only logged, and nothing is sent when the
 * address is not configured.
 */
export async function recordSurveyDownload(
  url: string,
  formId: string,
  post: (url: string, body: unknown, options: { mode: RequestMode; timeoutMs: number }) => Promise<void>,
): Promise<void> {
  if (!url) return
  try {
    await post(url, { formId, formName: SURVEY_FORM_NAME }, { mode: "no-cors", timeoutMs: 4000 })
  } catch (error) {
    console.warn("Could not record the survey download", error)
  }
}

/**
 * Deployment addresses read at build time. Gatsby inlines each
 * `process.env.GATSBY_*` literal into the bundle, so they must be written out in full.
 * An empty string means "not configured": the feature says so and degrades safely.
 */
export const ENV = {
  goalEmailWebhook: process.env.GATSBY_GOAL_EMAIL_WEBHOOK_URL ?? "",
  goalSubmitWebhook: process.env.GATSBY_GOAL_SUBMIT_WEBHOOK_URL ?? "",
  compEmailWebhook: process.env.GATSBY_COMP_EMAIL_WEBHOOK_URL ?? "",
  compSubmitWebhook: process.env.GATSBY_COMP_SUBMIT_WEBHOOK_URL ?? "",
  quoteWebhook: process.env.GATSBY_QUOTE_WEBHOOK_URL ?? "",
  requestInfoWebhook: process.env.GATSBY_REQUEST_INFO_WEBHOOK_URL ?? "",
  blueprintWebhook: process.env.GATSBY_BLUEPRINT_WEBHOOK_URL ?? "",
  fireTrigger: process.env.GATSBY_FIRE_TRIGGER_URL ?? "",
  surveyFormRecord: process.env.GATSBY_SURVEY_FORM_URL ?? "",
  metaPixelId: process.env.GATSBY_META_PIXEL_ID ?? "",
  trackingScript: process.env.GATSBY_TRACKING_SCRIPT_URL ?? "",
} as const

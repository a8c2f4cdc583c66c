/**
 * A lead-management form or survey: the service's embed script is added to
 * <head> once and removed when the page is left; the frame is titled and lazy, with a
 * plain link fallback, so the page works when the service is unreachable. A form without
 * an id in data/site.json shows the site's own form where there is one (`native`), or else
 * the ways to reach a person, and loads no script.
 */
import React, { useEffect } from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { IframeEmbed } from "./iframe-embed"
import { useSharedWords } from "../../hooks/use-navigation"
import { fillTokens } from "../../lib/text"

export type FormKind = "form" | "survey"

type FormEmbedProps = {
  formId: string
  title: string
  kind?: FormKind
  /** Frame height in px (the home page's lead form is 761). */
  height?: number
  /** Words above the form, shown only with the form. */
  intro?: string | null
  /** What to do instead while the form is not set up. */
  fallback?: string | null
  /** The site's own form, shown instead of the third party's while its id is empty. */
  native?: React.ReactNode
  /** Shown under the third party's form only (its consent text): the site's own form has its own. */
  besideThirdParty?: React.ReactNode
}

const SCRIPT_ATTR = "data-form-embed"

/** Adds the form-embed script to <head> while mounted (once, however many forms are on the page). */
function useFormEmbedScript(src: string) {
  useEffect(() => {
    if (!src) return
    let script = document.head.querySelector<HTMLScriptElement>(`script[${SCRIPT_ATTR}]`)
    let owner = false
    if (!script) {
      script = document.createElement("script")
      script.src = src
      script.async = true
      script.setAttribute(SCRIPT_ATTR, "true")
      // The service may be unreachable; the frame and the fallback link still work.
      script.onerror = () => console.warn("Form embed script could not be loaded:", src)
      document.head.appendChild(script)
      owner = true
    }
    return () => {
      if (owner) script?.remove()
    }
  }, [src])
}

function formEmbedUrl(formOrigin: string, kind: FormKind, formId: string): string {
  return `${formOrigin}/widget/${kind}/${encodeURIComponent(formId)}`
}

export function FormEmbed({
  formId,
  title,
  kind = "form",
  height = 761,
  intro,
  fallback,
  native,
  besideThirdParty,
}: FormEmbedProps) {
  const { embeds } = useSiteConfig()
  const words = useSharedWords()
  const configured = Boolean(formId && embeds.formOrigin)
  useFormEmbedScript(configured ? embeds.formScriptUrl : "")
  if (!configured && native) return <>{native}</>
  const src = configured ? formEmbedUrl(embeds.formOrigin, kind, formId) : ""
  return (
    <>
      <IframeEmbed
        src={src}
        title={title}
        height={height}
        fallbackHref={src}
        fallbackLabel={fillTokens(words.openEmbed, { name: title })}
        intro={intro}
        fallback={fallback}
      />
      {besideThirdParty}
    </>
  )
}

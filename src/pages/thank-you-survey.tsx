/**
 * /thank-you-survey: the survey download page. With ?dl=1 the PDF downloads by itself
 * after 0.8 s and one of the two outcome messages appears; a plain download
 * link is always there.
 */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ChannelLinks } from "../components/lead-magnets/channel-links"
import { DownloadStatusMessage } from "../components/lead-magnets/download-status"
import { ThankYouPage } from "../components/lead-magnets/thank-you-page"
import { ButtonLink } from "../components/ui/button-link"
import { useAutoDownload } from "../hooks/use-auto-download"
import { SURVEY_DOWNLOAD_DELAY_MS, SURVEY_PDF } from "../lib/lead-magnets"
import * as styles from "../components/lead-magnets/lead-magnets.module.css"
import { fromData } from "../lib/from-data"

export default function ThankYouSurveyPage({ data, location }: PageProps<Queries.ThankYouSurveyPageQuery>) {
  const status = useAutoDownload({
    url: SURVEY_PDF.path,
    fileName: SURVEY_PDF.fileName,
    delayMs: SURVEY_DOWNLOAD_DELAY_MS,
    decide: () => new URLSearchParams(window.location.search).get("dl") === "1",
  })
  const all = fromData(data.thankYouJson, "data/thank-you.json")
  const content = all.survey
  return (
    <ThankYouPage labels={all} page={content} path={location.pathname}>
      <DownloadStatusMessage status={status} href={SURVEY_PDF.path} fileName={SURVEY_PDF.fileName} />
      <div className={styles.actions}>
        <ButtonLink to={SURVEY_PDF.path} download={SURVEY_PDF.fileName} variant="secondary">
          {content.manualLabel}
        </ButtonLink>
      </div>
      <ChannelLinks content={content.channel} />
    </ThankYouPage>
  )
}

export const query = graphql`
  query ThankYouSurveyPage {
    thankYouJson {
      ...ThankYouLabels
      survey {
        seo {
          ...PageSeo
        }
        body {
          ...ThankYouBodyFields
        }
        channel {
          ...ChannelLinks
        }
        manualLabel
      }
    }
  }
`

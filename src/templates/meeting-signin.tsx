/** /meeting-signin: the QR code arrives as a module matrix computed at build time (src/node/recruiting.ts). */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { MeetingSigninView } from "../components/recruiting/meeting-signin-view"

type Context = { qr: { size: number; rows: string[] } }

export default dataPage(
  "data/meeting-signin.json",
  (data: Queries.MeetingSigninPageQuery) => data.meetingSigninJson,
  (page, _data, { qr }: Context) => <MeetingSigninView content={page} qrRows={qr.rows} />,
  { noindex: true },
)

export const query = graphql`
  query MeetingSigninPage {
    meetingSigninJson {
      seo {
        ...PageSeo
      }
      hero {
        title
        lead
      }
      qrLabel
      helpHeading
      helpSteps
      linkIntro
    }
  }
`

/** /meeting-signin: the QR code arrives as a module matrix computed at build time (src/node/recruiting.ts). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { MeetingSigninView } from "../components/recruiting/meeting-signin-view"

type Context = { qr: { size: number; rows: string[] } }

export default function MeetingSigninTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.MeetingSigninPageQuery, Context>) {
  const page = data.meetingSigninJson!
  return (
    <Layout title={page.seo.title} description={page.seo.description} path={location.pathname} noindex>
      <MeetingSigninView content={page} qrRows={pageContext.qr.rows} />
    </Layout>
  )
}

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

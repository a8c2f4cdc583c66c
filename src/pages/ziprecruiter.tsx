/** /ziprecruiter: the dark-themed agent recruiting landing page. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { RecruitingLanding } from "../components/recruiting/recruiting-landing"

export default function ZipRecruiterPage({ data, location }: PageProps<Queries.RecruitingLandingPageQuery>) {
  const landing = data.recruitingJson!.landing
  return (
    <Layout title={landing.seo.title} description={landing.seo.description} path={location.pathname}>
      <RecruitingLanding content={landing} />
    </Layout>
  )
}

export const query = graphql`
  query RecruitingLandingPage {
    recruitingJson {
      landing {
        seo {
          ...PageSeo
        }
        hero {
          eyebrow
          title
          lead
        }
        ctaLabel
        mentor {
          heading
          text
          videoTitle
        }
        benefitsHeading
        benefits {
          title
          text
        }
        formHeading
        formIntro
        formTitle
        testimonialsHeading
        testimonials {
          name
          role
          quote
        }
        videosHeading
        agentVideos {
          videoId
          title
        }
        reviewsHeading
        reviewsIntro
        faqHeading
        faq {
          question
          answer
        }
        closingHeading
        closingText
        disclaimer
      }
    }
  }
`

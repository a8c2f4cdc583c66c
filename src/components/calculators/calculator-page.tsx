/** The frame of both calculator pages: head tags and hero from the calculator's words, then the calculator. */
import React from "react"
import { graphql } from "gatsby"
import { Layout } from "../layout/layout"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"

type CalculatorPageProps = {
  path: string
  words: { title: string; subtitle: string; metaDescription: string }
  children: React.ReactNode
}

export function CalculatorPage({ path, words, children }: CalculatorPageProps) {
  return (
    <Layout title={words.title} description={words.metaDescription} path={path}>
      <PageHero title={words.title} lead={words.subtitle} />
      <Section>{children}</Section>
    </Layout>
  )
}

/** The words both calculators share (CalculatorShared in use-calculator.ts), for their page queries. */
export const query = graphql`
  fragment CalculatorShared on CalculatorsJson {
    results {
      ...CalculatorResultsContent
    }
    contact {
      ...CalculatorContactContent
    }
    messages {
      ...CalculatorMessagesContent
    }
  }
`

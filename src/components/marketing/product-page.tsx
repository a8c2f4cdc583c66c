/** /our-product: introduction with the carrier's figures, benefits, the policy types, more benefits, quote. */
import React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../ui/page-hero"
import { CtaBand } from "../ui/section-intro"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { fillTokens } from "../../lib/text"
import { SplitBand } from "./split-band"
import * as css from "./content.module.css"
import { DisclosedText } from "../ui/disclosed-text"

export function ProductPage({ product }: { product: Queries.ProductPageFragment }) {
  const cards = product.carrierCards
  const labels = product.policyLabels
  return (
    <>
      <PageHero hero={product.hero} />

      <SplitBand
        id="product-intro"
        heading={product.intro.title}
        aside={
          <ul className={css.rowsOf2} aria-label={cards.label}>
            <li className={[css.card, css.cardAccent].join(" ")}>
              <h3>{cards.yearsTitle}</h3>
              <p>{cards.yearsText}</p>
            </li>
            <li className={[css.card, css.cardAccent].join(" ")}>
              <h3>{cards.ratingTitle}</h3>
              <p>{cards.ratingText}</p>
            </li>
          </ul>
        }
      >
        {product.intro.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </SplitBand>

      <Section heading={{ id: "product-benefits", text: product.benefitsLabel, look: "hidden" }}>
        <ul className={css.rowsOf3}>
          {product.benefits.map((b) => (
            <li key={b.title} className={[css.card, css.cardAccent].join(" ")}>
              <h3>{b.title}</h3>
              <p>
                <DisclosedText text={b.text} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" heading={{ id: "product-policies", text: product.policiesTitle, look: "centered" }}>
        <ul className={css.rowsOf4}>
          {product.policies.map((p) => (
            <li key={p.name} className={css.card}>
              <h3>{p.name}</h3>
              <dl className={css.policyTerms}>
                {[p, ...(p.secondBand ? [p.secondBand] : [])].map((band) => (
                  <React.Fragment key={band.ageRange}>
                    <div>
                      <dt>{labels.ages}</dt>
                      <dd>{band.ageRange}</dd>
                    </div>
                    <div>
                      <dt>{labels.coverage}</dt>
                      <dd>{band.issueLimit}</dd>
                    </div>
                  </React.Fragment>
                ))}
              </dl>
              <p>{p.description}</p>
              <div className={css.cardAction}>
                <ButtonLink to="/quote" variant="outline">
                  {product.learnMoreLabel}
                  <span className="visually-hidden"> {fillTokens(product.learnMoreContext, { policy: p.name })}</span>
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={{ id: "product-additional", text: product.additional.title }}>
        <ul className={css.rowsOf2}>
          {product.additional.items.map((b) => (
            <li key={b.title} className={css.card}>
              <h3>{b.title}</h3>
              <p>
                <DisclosedText text={b.text} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="product-quote" content={product.quote} />
    </>
  )
}

export const query = graphql`
  fragment ProductPage on ProductJson {
    hero {
      ...HeroFields
    }
    intro {
      title
      paragraphs
    }
    carrierCards {
      label
      yearsTitle
      yearsText
      ratingTitle
      ratingText
    }
    benefitsLabel
    benefits {
      title
      text
    }
    policiesTitle
    policyLabels {
      ages
      coverage
    }
    policies {
      name
      ageRange
      issueLimit
      secondBand {
        ageRange
        issueLimit
      }
      description
    }
    learnMoreLabel
    learnMoreContext
    additional {
      title
      items {
        title
        text
      }
    }
    quote {
      ...CtaBand
    }
  }
`

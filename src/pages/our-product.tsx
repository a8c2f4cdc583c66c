/** Product page: content from data/product.json; the carrier's name, years and rating from data/site.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { ButtonLink } from "../components/ui/button-link"
import { Section } from "../components/ui/section"
import { useSiteConfig } from "../hooks/use-site-config"
import * as css from "../components/marketing/content.module.css"

export default function ProductPage({ data, location }: PageProps<Queries.ProductPageQuery>) {
  const site = useSiteConfig()
  const product = data.productJson
  if (!product) throw new Error("data/product.json is missing from the data layer")
  const { carrier } = site

  return (
    <Layout
      title={`Final Expense Whole Life Insurance | ${site.companyName}`}
      description="Final expense whole life insurance up to $35,000 with no medical exam: policy types, issue ages and limits, and claims paid within 24 hours of approval."
      path={location.pathname}
    >
      <PageHero eyebrow={product.hero.eyebrow} title={product.hero.title} lead={product.hero.lead} />

      <Section tone="white" labelledBy="product-intro">
        <div className={css.split}>
          <div>
            <h2 id="product-intro">{product.intro.title}</h2>
            {product.intro.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {/*
            The spec gives the carrier's heritage as 60+ years and notes that this page once
            said 55+. We show data/site.json's figure (carrier.heritageYears) here as on every
            other page, so the site never contradicts itself.
          */}
          <ul className={css.grid2} aria-label={`${carrier.name} at a glance`}>
            <li className={[css.card, css.cardAccent].join(" ")}>
              <h3>{carrier.heritageYears}+ years</h3>
              <p>
                {carrier.name} has been paying claims for more than {carrier.heritageYears} years.
              </p>
            </li>
            <li className={[css.card, css.cardAccent].join(" ")}>
              <h3>Rated {carrier.amBestRating}</h3>
              <p>
                Financial strength rating of {carrier.amBestRating} from an independent insurer-rating agency, and{" "}
                {carrier.bbbRating} with the business bureau.
              </p>
            </li>
          </ul>
        </div>
      </Section>

      <Section labelledBy="product-benefits">
        <h2 id="product-benefits" className="visually-hidden">
          Key benefits
        </h2>
        <ul className={css.grid3}>
          {product.benefits.map((b) => (
            <li key={b.title} className={[css.card, css.cardAccent].join(" ")}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" labelledBy="product-policies">
        <h2 id="product-policies" className={[css.head, css.centered].join(" ")}>
          {product.policiesTitle}
        </h2>
        <ul className={css.grid4}>
          {product.policies.map((p) => (
            <li key={p.name} className={css.card}>
              <h3>{p.name}</h3>
              <dl className={css.policyTerms}>
                <div>
                  <dt>Issue ages</dt>
                  <dd>{p.ageRange}</dd>
                </div>
                <div>
                  <dt>Coverage</dt>
                  <dd>{p.issueLimit}</dd>
                </div>
                {p.secondBand ? (
                  <>
                    <div>
                      <dt>Issue ages</dt>
                      <dd>{p.secondBand.ageRange}</dd>
                    </div>
                    <div>
                      <dt>Coverage</dt>
                      <dd>{p.secondBand.issueLimit}</dd>
                    </div>
                  </>
                ) : null}
              </dl>
              <p>{p.description}</p>
              <div className={css.cardAction}>
                <ButtonLink to="/contact" variant="outline">
                  {product.learnMoreLabel}
                  <span className="visually-hidden"> about {p.name}</span>
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="product-additional">
        <h2 id="product-additional">{product.additional.title}</h2>
        <ul className={css.grid2}>
          {product.additional.items.map((b) => (
            <li key={b.title} className={css.card}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="navy" labelledBy="product-quote" className={css.onNavy}>
        <div className={[css.head, css.centered].join(" ")}>
          <h2 id="product-quote">{product.quote.title}</h2>
          <p>{product.quote.text}</p>
          <div className={[css.actions, css.actionsCentered].join(" ")}>
            <ButtonLink to="/quote">{product.quote.label}</ButtonLink>
          </div>
        </div>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query ProductPage {
    productJson {
      hero {
        eyebrow
        title
        lead
      }
      intro {
        title
        paragraphs
      }
      benefits {
        title
        text
      }
      policiesTitle
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
      additional {
        title
        items {
          title
          text
        }
      }
      quote {
        title
        text
        label
      }
    }
  }
`

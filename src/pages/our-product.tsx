/** /our-product: content from data/product.json; the carrier's name, years and ratings from data/site.json. */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { ProductPage } from "../components/marketing/product-page"

export default dataPage(
  "data/product.json",
  (data: Queries.OurProductQuery) => data.productJson?.inLanguage,
  (product) => <ProductPage product={product} />,
)

export const query = graphql`
  query OurProduct($language: Language = en) {
    productJson {
      inLanguage(language: $language) {
        seo {
          ...PageSeo
        }
        ...ProductPage
      }
    }
  }
`

/** /our-product: content from data/product.json; the carrier's name, years and ratings from data/site.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { ProductPage } from "../components/marketing/product-page"
import { fromData } from "../lib/from-data"

export default function OurProductPage({ data, location }: PageProps<Queries.OurProductQuery>) {
  const product = fromData(data.productJson, "data/product.json")
  return (
    <Layout title={product.seo.title} description={product.seo.description} path={location.pathname}>
      <ProductPage product={product} />
    </Layout>
  )
}

export const query = graphql`
  query OurProduct {
    productJson {
      seo {
        ...PageSeo
      }
      ...ProductPage
    }
  }
`

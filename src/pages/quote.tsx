/** /quote: "Get Your Quote" with the quote survey, from data/quote.json (quote). */
import { graphql } from "gatsby"
import { formRoute } from "../components/quote/form-page"

export default formRoute("quote", "quoteSurvey", "survey")

export const query = graphql`
  query QuotePage {
    quoteJson {
      quote {
        ...FormPage
      }
    }
  }
`

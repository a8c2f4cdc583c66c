/** /quote: "Get Your Quote" with the quote survey, from data/quote.json (quote). */
import { graphql } from "gatsby"
import { formRoute } from "../components/quote/form-page"

export default formRoute("quote", "quoteSurvey", "survey")

export const query = graphql`
  query QuotePage($language: Language = en) {
    quoteJson {
      inLanguage(language: $language) {
        quote {
          ...FormPage
        }
      }
    }
  }
`

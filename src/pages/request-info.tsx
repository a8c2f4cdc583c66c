/** /request-info: "Request More Information" with the agent application form, from data/quote.json (requestInfo). */
import { graphql } from "gatsby"
import { formRoute } from "../components/quote/form-page"

export default formRoute("requestInfo", "application", "form")

export const query = graphql`
  query RequestInfoPage($language: Language = en) {
    quoteJson {
      inLanguage(language: $language) {
        requestInfo {
          ...FormPage
        }
      }
    }
  }
`

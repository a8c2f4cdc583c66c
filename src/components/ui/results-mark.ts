/**
 * The mark of a quote that tells of a person's results (\`speaksOfResults\` in
 * data/people.json): the build finds such quotes by it and checks that their band says
 * results are not typical and what a typical agent earns.
 */
export const resultsMark = (quote: { speaksOfResults?: boolean | null }) =>
  quote.speaksOfResults ? { "data-speaks-of-results": "" } : {}

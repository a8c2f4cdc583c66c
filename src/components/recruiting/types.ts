/** The recruiting content shapes as the GraphQL types give them (generated from the data schemas). */
export type Card = Pick<Queries.TitledText, "title" | "text">
export type FaqItem = Pick<Queries.FaqItem, "question" | "answer">
export type Tone = "light" | "dark"

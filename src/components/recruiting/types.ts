/** Shapes of the recruiting content as the page queries return it (readonly, from data/). */
export type Card = { readonly title: string; readonly text: string }
export type Testimonial = { readonly name: string; readonly role: string; readonly quote: string }
export type Video = { readonly videoId: string; readonly title: string }
export type FaqItem = { readonly question: string; readonly answer: string }
export type Tone = "light" | "dark"

/**
 * The page component of a page drawn from one record of data/: the record's `seo` gives
 * the head tags, the Layout frames what `render` draws. A page file then holds its query
 * and one line; a record missing from the data layer fails the page naming its file.
 */
import React from "react"
import type { PageProps } from "gatsby"
import { fromData } from "../../lib/from-data"
import { Layout } from "./layout"

type Seo = { readonly seo: { readonly title: string; readonly description: string } }

export function dataPage<Data, Content extends Seo, Context = object>(
  /** The data file the record comes from, named when it is missing: "data/faq.json". */
  file: string,
  /** The record, from the page's data (and the context a generated page was made with). */
  pick: (data: Data, context: Context) => Content | null | undefined,
  render: (content: Content, data: Data, context: Context) => React.ReactNode,
  /** Kept out of search engines (a page reached from a link of ours only). */
  { noindex = false }: { noindex?: boolean } = {},
) {
  return function DataPage({ data, location, pageContext }: PageProps<Data, Context>) {
    const content = fromData(pick(data, pageContext), file)
    return (
      <Layout
        title={content.seo.title}
        description={content.seo.description}
        path={location.pathname}
        noindex={noindex}
      >
        {render(content, data, pageContext)}
      </Layout>
    )
  }
}

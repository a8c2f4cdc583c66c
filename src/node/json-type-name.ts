/**
 * GraphQL type of each JSON file in data/. By default gatsby-transformer-json names an
 * object file after its folder (data/site.json → DataJson), which is unhelpful here:
 * name every file after itself (faq.json → FaqJson), with one type per kind of folder.
 */
type JsonFileNode = { relativePath?: string; name: string }

const upperCamel = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")

export function jsonTypeName({ node }: { node: JsonFileNode }): string {
  const rel = (node.relativePath ?? "").replace(/\\/g, "/")
  if (/^trips\/[^/]+\/trip\.json$/.test(rel)) return "TripJson"
  if (/^trips\/[^/]+\/captions\.json$/.test(rel)) return "TripCaptionsJson"
  if (/^stories\/[^/]+\.json$/.test(rel)) return "StoryJson"
  return `${upperCamel(node.name)}Json`
}

/**
 * GraphQL type of each JSON file in data/: the `typeName` of the collection whose file
 * patterns match it (data/faq.json → FaqJson, data/trips/x/trip.json → TripJson), so the
 * type gatsby-transformer-json gives a node is the one its schema declares. A file no
 * collection claims is named after itself (and fails the build's coverage test).
 */
import { collections } from "./features"
import { patternMatches } from "./schema/collection"

type JsonFileNode = { relativePath?: string; name: string }

const upperCamel = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")

export function jsonTypeName({ node }: { node: JsonFileNode }): string {
  const rel = (node.relativePath ?? "").replace(/\\/g, "/")
  const owner = collections.find((c) => c.files.some((pattern) => patternMatches(pattern, rel)))
  return owner ? owner.typeName : `${upperCamel(node.name)}Json`
}

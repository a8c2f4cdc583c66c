/**
 * GraphQL type of each JSON file in data/: the `typeName` of the collection whose file
 * patterns match it (data/faq.json → FaqJson, data/trips/x/trip.json → TripJson), so the
 * type gatsby-transformer-json gives a node is the one its schema declares. A file no
 * collection claims is named after itself (and fails the build's coverage test).
 */
import { collections } from "./features"
import { fileTypeName, patternMatches } from "./schema/collection"

type JsonFileNode = { relativePath?: string; name: string }

export function jsonTypeName({ node }: { node: JsonFileNode }): string {
  const rel = (node.relativePath ?? "").replace(/\\/g, "/")
  const owner = collections.find((c) => c.files.some((pattern) => patternMatches(pattern, rel)))
  return owner ? owner.typeName : fileTypeName(node.name)
}

/** Node types built from the records of a data file (a Video per entry of data/videos.json, say). */
import type { CreateNodeArgs } from "gatsby"

/**
 * Creates a node of `type` for one record of the file node `args.node`, as its child, so
 * it is replaced whenever the file changes. `key` makes the id unique within the file.
 */
export function createChildNode(
  args: CreateNodeArgs,
  type: string,
  key: string,
  fields: Record<string, unknown>,
): void {
  const { node, actions, createNodeId } = args
  const child = {
    ...fields,
    id: createNodeId(`${node.id} >>> ${type} ${key}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: node.internal.contentDigest },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as unknown as typeof node })
}

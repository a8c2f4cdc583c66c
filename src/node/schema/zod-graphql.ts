/**
 * Derives GraphQL type definitions from a zod schema, so each content shape is declared
 * once (the zod schema) and GraphiQL, the build checks and the TypeScript types agree.
 *
 * The mapping:
 * - string, literal string → String; integer → Int; other numbers → Float; boolean → Boolean
 * - z.enum → a GraphQL enum (values must be valid GraphQL names)
 * - optional, nullable or defaulted → nullable; anything else → non-null
 * - array → list of non-null items
 * - object → an object type, named by its `.meta({ id })` when it is a shared shape,
 *   otherwise by its parent's name plus the field name (HomeJson.hero → HomeHero)
 * - a field marked with `gatsby` metadata (see `imagePath`, `reference`, `fileNode`) →
 *   the named type with its Gatsby extension (fileByRelativePath, link)
 * - record → JSON (free-form keys cannot be GraphQL fields)
 *
 * Descriptions come from `.describe()`: the field's own, else its type's. The result is
 * plain data (`GraphqlTypeDef[]`), turned into `schema.buildObjectType` calls in
 * gatsby-node, so the walker is unit-tested without Gatsby.
 */
import { z } from "zod"
import { fieldPath } from "./fields"
import { elementOf, metaOf, peel, shapeOf, sharedName, sharedShape, variantsOf, walkData, type Schema } from "./walk"

export type GraphqlField = {
  type: string
  description?: string
  extensions?: Record<string, Record<string, unknown>>
}

export type GraphqlObjectDef = {
  kind: "object"
  name: string
  description?: string
  interfaces?: string[]
  fields: Record<string, GraphqlField>
  /** A node whose file holds its text in English and Spanish: its fields read one of them (languages.ts). */
  languages?: boolean
}

export type GraphqlEnumDef = {
  kind: "enum"
  name: string
  description?: string
  values: string[]
}

export type GraphqlTypeDef = GraphqlObjectDef | GraphqlEnumDef

/** A type's own description: that of its shared shape when it has one (a field's `.describe()` is not the type's). */
const typeDescription = (schema: Schema) => metaOf(sharedShape(schema) ?? schema).description

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)

/** A type name without its node suffix: HomeJson → Home, so nested types read HomeHero. */
const baseName = (name: string) => name.replace(/Json$/, "")

class Walker {
  readonly types = new Map<string, GraphqlTypeDef>()
  private readonly owners = new Map<string, Schema>()

  /** Declares `schema` as object type `name`; returns the name. */
  object(schema: Schema, name: string, options: { node?: boolean; description?: string } = {}): string {
    const existing = this.owners.get(name)
    if (existing) {
      if (existing !== schema && sharedName(existing) !== sharedName(schema)) {
        throw new Error(`GraphQL type ${name} is derived from two different schemas: give one a meta id`)
      }
      return name
    }
    this.owners.set(name, schema)
    const fields: Record<string, GraphqlField> = {}
    const typeDef: GraphqlObjectDef = {
      kind: "object",
      name,
      description: options.description ?? typeDescription(schema),
      fields,
    }
    if (options.node) typeDef.interfaces = ["Node"]
    this.types.set(name, typeDef)
    for (const [key, fieldSchema] of Object.entries(shapeOf(schema))) {
      fields[key] = this.field(fieldSchema, `${baseName(name)}${pascal(key)}`)
    }
    return name
  }

  private field(schema: Schema, contextName: string): GraphqlField {
    const { inner, optional, meta } = peel(schema)
    const { description, gatsby } = meta
    const bang = optional ? "" : "!"
    if (gatsby) {
      const field: GraphqlField = { type: `${gatsby.type}${bang}`, description }
      if (gatsby.extensions) field.extensions = gatsby.extensions
      return field
    }
    // A list of references or files: the element's extension (link, fileByRelativePath) applies to the list.
    if (inner.type === "array") {
      const element = peel(elementOf(inner)).meta.gatsby
      if (element?.extensions) {
        return { type: `[${element.type}!]${bang}`, description, extensions: element.extensions }
      }
    }
    return { type: `${this.typeOf(inner, contextName)}${bang}`, description }
  }

  /** The GraphQL type (without the outer `!`) of an unwrapped schema. */
  private typeOf(schema: Schema, contextName: string): string {
    switch (schema.type) {
      case "string":
        return "String"
      case "boolean":
        return "Boolean"
      case "number":
        return (schema as z.ZodNumber).isInt ? "Int" : "Float"
      case "literal": {
        const values = [...(schema as z.ZodLiteral).values]
        if (values.every((v) => typeof v === "string")) return "String"
        if (values.every((v) => typeof v === "number")) return values.every(Number.isInteger) ? "Int" : "Float"
        if (values.every((v) => typeof v === "boolean")) return "Boolean"
        throw new Error(`${contextName}: a literal of mixed types has no GraphQL type`)
      }
      case "enum":
        return this.enumType(schema, contextName)
      case "array": {
        const element = peel(elementOf(schema))
        if (element.meta.gatsby) return `[${element.meta.gatsby.type}!]`
        return `[${this.typeOf(element.inner, contextName)}!]`
      }
      case "object":
        return this.object(schema, sharedName(schema) ?? contextName)
      case "record":
        return "JSON"
      case "union":
        return this.unionObject(schema, sharedName(schema) ?? contextName)
      default:
        throw new Error(`${contextName}: zod type "${schema.type}" has no GraphQL mapping`)
    }
  }

  /**
   * A union of object shapes (e.g. a discriminated union) as one object type: a field is
   * non-null only when every variant has it non-null, and its type must agree across variants.
   */
  private unionObject(schema: Schema, name: string): string {
    if (this.types.has(name)) return name
    const variants = variantsOf(schema).options.map((o) => peel(o).inner)
    if (!variants.every((v) => v.type === "object")) {
      throw new Error(`${name}: only a union of objects has a GraphQL mapping`)
    }
    const fields: Record<string, GraphqlField> = {}
    const typeDef: GraphqlObjectDef = { kind: "object", name, description: typeDescription(schema), fields }
    this.types.set(name, typeDef)
    const keys = [...new Set(variants.flatMap((v) => Object.keys(shapeOf(v))))]
    for (const key of keys) {
      const seen = variants.map((v) => {
        const field = shapeOf(v)[key] as Schema | undefined
        return field ? this.field(field, `${baseName(name)}${pascal(key)}`) : undefined
      })
      const present = seen.filter((f): f is GraphqlField => f !== undefined)
      const bare = new Set(present.map((f) => f.type.replace(/!$/, "")))
      if (bare.size > 1) throw new Error(`${name}.${key}: variants disagree on its type (${[...bare].join(", ")})`)
      const required = seen.every((f) => f?.type.endsWith("!"))
      const first = present[0]
      fields[key] = {
        ...first,
        type: required ? first.type : first.type.replace(/!$/, ""),
        description: present.find((f) => f.description)?.description,
      }
    }
    return name
  }

  private enumType(schema: Schema, contextName: string): string {
    const name = sharedName(schema) ?? contextName
    if (this.types.has(name)) return name
    const values = (schema as z.ZodEnum).options.map(String)
    for (const value of values) {
      if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) {
        throw new Error(`${name}: enum value "${value}" is not a valid GraphQL name (use letters, digits, _)`)
      }
    }
    this.types.set(name, { kind: "enum", name, description: typeDescription(schema), values })
    return name
  }
}

/**
 * GraphQL definitions for a node type `name` whose data has the shape `schema` (an object
 * schema), plus every object and enum type it contains.
 */
export function graphqlTypesFor(
  schema: z.ZodType,
  name: string,
  options: { node?: boolean; description?: string } = { node: true },
): GraphqlTypeDef[] {
  const root = peel(schema).inner
  const walker = new Walker()
  if (root.type === "record") {
    // A file of free-form keys (e.g. file name → caption): a node with no fields of its own.
    walker.types.set(name, { kind: "object", name, description: options.description, interfaces: ["Node"], fields: {} })
  } else if (root.type === "object") {
    walker.object(root, name, options)
  } else {
    throw new Error(`${name}: a node's schema must be an object or a record, not "${root.type}"`)
  }
  return [...walker.types.values()]
}

/** Merges the type lists of several collections; a shared shape appears once. */
export function mergeTypeDefs(lists: GraphqlTypeDef[][]): GraphqlTypeDef[] {
  const merged = new Map<string, GraphqlTypeDef>()
  for (const def of lists.flat()) {
    const seen = merged.get(def.name)
    if (seen && JSON.stringify(seen) !== JSON.stringify(def)) {
      throw new Error(`GraphQL type ${def.name} is declared twice with different shapes`)
    }
    merged.set(def.name, def)
  }
  return [...merged.values()]
}

/** A value in a data file held by a field declared with `reference()`. */
export type DataReference = {
  /** Where it is in the file, e.g. hero.video or videos[2]. */
  path: string
  /** The node type it names, e.g. Video. */
  type: string
  value: string
}

/** Every reference in `data`, found by walking `schema` beside it (the data is assumed valid). */
export function referencesIn(schema: Schema, data: unknown): DataReference[] {
  const found: DataReference[] = []
  walkData(schema, data, ({ meta }, value, at) => {
    if (meta.gatsby?.extensions?.link && typeof value === "string") {
      found.push({ path: fieldPath(at), type: meta.gatsby.type, value })
    }
  })
  return found
}

import { z } from "zod"
import { graphqlTypesFor, mergeTypeDefs, type GraphqlObjectDef } from "../../src/node/schema/zod-graphql"
import { imagePath, reference } from "../../src/node/schema/collection"

const byName = (defs: ReturnType<typeof graphqlTypesFor>, name: string) => {
  const def = defs.find((d) => d.name === name)
  if (!def) throw new Error(`no type ${name} in ${defs.map((d) => d.name).join(", ")}`)
  return def
}
const object = (defs: ReturnType<typeof graphqlTypesFor>, name: string) => byName(defs, name) as GraphqlObjectDef

describe("zod → GraphQL types", () => {
  it("maps scalars, and a required field is non-null while optional, nullable and defaulted ones are nullable", () => {
    const schema = z.strictObject({
      title: z.string().describe("Title."),
      count: z.int().describe("A count."),
      count2: z.number().int().describe("Another count."),
      ratio: z.number().describe("A ratio."),
      on: z.boolean().describe("A switch."),
      note: z.string().optional().describe("Optional note."),
      maybe: z.string().nullable().describe("Nullable."),
      list: z.array(z.string()).default([]).describe("Defaulted list."),
      trimmed: z.string().trim().min(1).describe("Checks do not change the type."),
      literal: z.literal("x").describe("A literal."),
    })
    const fields = object(graphqlTypesFor(schema, "ThingJson"), "ThingJson").fields
    expect(Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.type]))).toEqual({
      title: "String!",
      count: "Int!",
      count2: "Int!",
      ratio: "Float!",
      on: "Boolean!",
      note: "String",
      maybe: "String",
      list: "[String!]",
      trimmed: "String!",
      literal: "String!",
    })
  })

  it("carries descriptions: the field's own, else its type's", () => {
    const shared = z.strictObject({ a: z.string().describe("A.") }).meta({ id: "Shared", description: "Shared shape." })
    const schema = z.strictObject({
      own: shared.describe("Field-specific text."),
      inherited: shared,
      wrapped: z.string().describe("Inner.").optional(),
    })
    const defs = graphqlTypesFor(schema, "DocJson", { node: true, description: "Root." })
    const root = object(defs, "DocJson")
    expect(root.description).toBe("Root.")
    expect(root.interfaces).toEqual(["Node"])
    expect(root.fields.own).toEqual({ type: "Shared!", description: "Field-specific text." })
    expect(root.fields.inherited).toEqual({ type: "Shared!", description: "Shared shape." })
    expect(root.fields.wrapped.description).toBe("Inner.")
    expect(object(defs, "Shared").fields.a.description).toBe("A.")
  })

  it("names nested objects after their place, and shared shapes by their meta id, once", () => {
    const stat = z.strictObject({ value: z.string() }).meta({ id: "Stat" })
    const schema = z.strictObject({
      hero: z.strictObject({ title: z.string() }),
      stats: z.array(stat),
      more: z.array(stat).optional(),
    })
    const defs = graphqlTypesFor(schema, "HomeJson")
    expect(defs.map((d) => d.name).sort()).toEqual(["HomeHero", "HomeJson", "Stat"])
    expect(object(defs, "HomeJson").fields.stats.type).toBe("[Stat!]!")
    expect(object(defs, "HomeJson").fields.more.type).toBe("[Stat!]")
    expect(object(defs, "HomeJson").fields.hero.type).toBe("HomeHero!")
  })

  it("keeps an enum an enum", () => {
    const schema = z.strictObject({
      kind: z.enum(["gold", "silver"]).describe("Tier."),
      shared: z.enum(["a_b", "c"]).meta({ id: "Letters", description: "Letters." }),
    })
    const defs = graphqlTypesFor(schema, "TierJson")
    expect(object(defs, "TierJson").fields.kind.type).toBe("TierKind!")
    expect(byName(defs, "TierKind")).toEqual({
      kind: "enum",
      name: "TierKind",
      description: "Tier.",
      values: ["gold", "silver"],
    })
    expect(byName(defs, "Letters")).toMatchObject({ kind: "enum", values: ["a_b", "c"], description: "Letters." })
  })

  it("rejects enum values that are not GraphQL names", () => {
    const schema = z.strictObject({ key: z.enum(["business-overview"]) })
    expect(() => graphqlTypesFor(schema, "FaqJson")).toThrow(/enum value "business-overview"/)
  })

  it("maps image paths to File through fileByRelativePath and references to a link", () => {
    const schema = z.strictObject({
      photo: imagePath().describe("Portrait."),
      photos: z.array(imagePath()).describe("Gallery."),
      author: reference("Person", "personId").describe("Who wrote it."),
      editor: reference("Person").optional().describe("Who edited it."),
    })
    const fields = object(graphqlTypesFor(schema, "PostJson"), "PostJson").fields
    expect(fields.photo).toEqual({
      type: "File!",
      description: "Portrait.",
      extensions: { fileByRelativePath: {} },
    })
    expect(fields.photos.type).toBe("[File!]!")
    expect(fields.author).toEqual({
      type: "Person!",
      description: "Who wrote it.",
      extensions: { link: { by: "personId" } },
    })
    expect(fields.editor).toMatchObject({ type: "Person", extensions: { link: { by: "id" } } })
  })

  it("uses the input side of a transform, and JSON for free-form records", () => {
    const schema = z.strictObject({
      n: z.string().transform(Number).describe("Parsed later."),
      extra: z.record(z.string(), z.string()).describe("Free-form."),
    })
    const fields = object(graphqlTypesFor(schema, "XJson"), "XJson").fields
    expect(fields.n.type).toBe("String!")
    expect(fields.extra.type).toBe("JSON!")
  })

  it("gives a file of free-form keys a node type without fields", () => {
    const defs = graphqlTypesFor(z.record(z.string(), z.string()), "CaptionsJson", {
      node: true,
      description: "Captions.",
    })
    expect(defs).toEqual([
      { kind: "object", name: "CaptionsJson", description: "Captions.", interfaces: ["Node"], fields: {} },
    ])
  })

  it("merges a union of objects into one type, non-null only where every variant has the field", () => {
    const segment = z.discriminatedUnion("kind", [
      z.strictObject({
        kind: z.literal("cash").describe("Kind."),
        label: z.string(),
        amount: z.int().describe("Dollars."),
      }),
      z.strictObject({ kind: z.literal("spins"), label: z.literal("2X").describe("Label.") }),
    ])
    const defs = graphqlTypesFor(z.strictObject({ segments: z.array(segment) }), "WheelJson")
    expect(object(defs, "WheelJson").fields.segments.type).toBe("[WheelSegments!]!")
    expect(object(defs, "WheelSegments").fields).toEqual({
      kind: { type: "String!", description: "Kind." },
      label: { type: "String!", description: "Label." },
      amount: { type: "Int", description: "Dollars." },
    })
  })

  it("refuses two different shapes under one name", () => {
    const a = graphqlTypesFor(z.strictObject({ x: z.string() }), "AJson")
    const b = graphqlTypesFor(z.strictObject({ x: z.int() }), "AJson")
    expect(mergeTypeDefs([a, a])).toHaveLength(1)
    expect(() => mergeTypeDefs([a, b])).toThrow(/AJson is declared twice/)
  })
})

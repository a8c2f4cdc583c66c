/**
 * The browser editor's configuration is generated from the collections: every field of
 * every data file's schema has its field in the editor (and no other), each with the
 * widget its zod type calls for. Nothing hand-written exists that could go stale.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { features } from "../../src/node/features"
import { decapCollections, GENERATED_FILES, type DecapCollection } from "../../src/node/cms/decap-collections"
import { decapConfig, type CmsSettings } from "../../src/node/cms/decap-config"
import { fieldFor, labelOf, type DecapField } from "../../src/node/cms/decap-fields"
import { adminFiles, adminHeaderRules, adminHtml, adminPolicy, configYaml, decapBundle } from "../../src/node/cms/admin"
import { factsElement, FACTS_ELEMENT_ID, previewScript } from "../../src/node/cms/previews"
import { cmsSettings, DEFAULT_LOCAL_BACKEND, githubRepoOf, UNSET_REPO } from "../../src/node/cms/settings"
import { defineCollection, imagePath, translatedFileSchema } from "../../src/node/schema/collection"
import { elementOf, peel, shapeOf, variantsOf, type Schema } from "../../src/node/schema/walk"
import { line, personRef, quoteRef, text, videoRef } from "../../src/node/schema/vocabulary"
import type { Collection } from "../../src/node/schema/collection"
import type { Feature } from "../../src/node/feature-type"
import { fillTokens } from "../../src/lib/text"
import { shippedData } from "../fixtures/shipped-data"

const ROOT = path.join(__dirname, "../..")
const settings: CmsSettings = {
  repo: "agency/site",
  branch: "main",
  oauthUrl: "https://oauth.example.workers.dev",
  oauthEndpoint: "auth",
  siteUrl: "https://www.example.com",
}

/** Every field path of a schema: objects by key, list items as []; a discriminated union's variants merged. */
function schemaPaths(schema: Schema, at = ""): string[] {
  const { inner } = peel(schema)
  if (inner.type === "object")
    return Object.entries(shapeOf(inner)).flatMap(([k, v]) => [`${at}${k}`, ...schemaPaths(v, `${at}${k}.`)])
  if (inner.type === "array") return schemaPaths(elementOf(inner), `${at.replace(/\.$/, "")}[].`)
  if (inner.type === "union") return [...new Set(variantsOf(inner).options.flatMap((o) => schemaPaths(o, at)))]
  return []
}

/** Every field path of Decap fields, in the same form. */
function configPaths(fields: DecapField[], at = ""): string[] {
  return fields.flatMap((f) => {
    const here = `${at}${f.name}`
    const nested = f.fields as DecapField[] | undefined
    const item = f.field as DecapField | undefined
    const types = f.types as { fields: DecapField[] }[] | undefined
    if (f.widget === "object") return [here, ...configPaths(nested ?? [], `${here}.`)]
    if (f.widget === "list" && nested) return [here, ...configPaths(nested, `${here}[].`)]
    if (f.widget === "list" && item)
      return [here, ...configPaths([item], `${here}[].`).filter((p) => !p.endsWith("[].item"))]
    if (f.widget === "list" && types) {
      const variantPaths = types.flatMap((t) => configPaths(t.fields, `${here}[].`))
      return [here, `${here}[].${f.typeKey as string}`, ...new Set(variantPaths)]
    }
    return [here]
  })
}

/** The editor's fields of one collection, found in the generated collections. */
function editorFields(collection: Collection): DecapField[] {
  for (const decap of decapCollections(features)) {
    if (decap.folder === `data/${collection.files[0].split("/*")[0]}`) return decap.fields as DecapField[]
    const files = (decap.files ?? []) as { file: string; fields: DecapField[] }[]
    const file = files.find((f) => f.file === `data/${collection.files[0]}`)
    if (file) return file.fields
  }
  throw new Error(`${collection.typeName} is not in the editor`)
}

/**
 * The schema of what the editor edits of a collection's file: of a file in two languages,
 * its English (every field, and where its Spanish stands); of any other, the whole.
 */
const editedSchema = (collection: Collection): Schema =>
  collection.languages ? translatedFileSchema(collection.schema).shape.en : collection.schema

const collections = features.flatMap((f) => f.collections ?? [])
const edited = collections.filter((c) => !GENERATED_FILES[c.files[0]])

describe.each(edited.map((c) => [c.typeName, c] as [string, Collection]))("%s in the editor", (_n, collection) => {
  it("has exactly the fields of its schema, each with a label", () => {
    const fields = editorFields(collection)
    expect(configPaths(fields).sort()).toEqual(schemaPaths(editedSchema(collection)).sort())
    const unlabelled: string[] = []
    const walk = (fs: DecapField[]) =>
      fs.forEach((f) => {
        if (!f.label) unlabelled.push(f.name)
        walk((f.fields as DecapField[]) ?? [])
      })
    walk(fields)
    expect(unlabelled).toEqual([])
  })
})

describe("widgets follow the zod type", () => {
  const ctx = {
    relations: {
      Video: { collection: "videos", file: "videos", path: "videos.*", shownBy: "title" },
      Person: { collection: "people", file: "people", path: "people.*", shownBy: "name" },
      Quote: { collection: "people", file: "people", path: "people.*.quotes.*", shownBy: "text" },
    },
    insideOptional: false,
    mediaFolder: "people",
  }
  const field = (schema: z.ZodType, name = "field") => fieldFor(name, schema, ctx)

  it("a line is a string box, longer text a text area; labels and hints come from the names and descriptions", () => {
    expect(field(line().describe("Heading of the card."), "cardHeading")).toEqual({
      name: "cardHeading",
      label: "Card heading",
      widget: "string",
      required: true,
      hint: "Heading of the card.",
      pattern: ["^[\\s\\S]{0,100}$", "must be at most 100 characters (one line)"],
    })
    expect(field(text().describe("A paragraph."))).toMatchObject({ widget: "text", required: true })
    expect(field(z.string().max(500))).toMatchObject({ widget: "text" })
    expect(labelOf("seoTitle")).toBe("SEO title")
  })

  it("patterns and formats become Decap's pattern, several held at once", () => {
    expect(field(text().regex(/^\d{5}$/, "must be five digits"))).toMatchObject({
      widget: "string",
      pattern: ["^\\d{5}$", "must be five digits"],
    })
    const both = field(line().regex(/^[a-z]+$/, "lower-case letters")).pattern as [string, string]
    expect(both[1]).toBe("lower-case letters; must be at most 100 characters (one line)")
    const regex = new RegExp(both[0])
    expect(["abc", "ABC", "a".repeat(101)].map((v) => regex.test(v))).toEqual([true, false, false])
    expect(new RegExp((field(z.email()).pattern as string[])[0]).test("office@example.com")).toBe(true)
  })

  it("a string that may be empty is not required and starts empty; an optional field is not required", () => {
    expect(field(z.string().trim())).toMatchObject({ widget: "text", required: false, default: "" })
    expect(field(text().optional())).toMatchObject({ required: false })
    expect(field(z.array(text()).default([]))).toMatchObject({ widget: "list", required: false })
  })

  it("numbers carry min, max and step; integers are value_type int", () => {
    expect(field(z.int().min(1950).max(2100))).toMatchObject({
      widget: "number",
      value_type: "int",
      step: 1,
      min: 1950,
      max: 2100,
    })
    expect(field(z.int().positive())).toMatchObject({ value_type: "int", min: 1 })
    expect(field(z.number().positive().max(10))).toMatchObject({ value_type: "float", max: 10 })
    expect(field(z.number().positive().max(10))).not.toHaveProperty("min")
  })

  it("booleans, enums and literals", () => {
    expect(field(z.boolean())).toMatchObject({ widget: "boolean", default: false })
    expect(field(z.enum(["phone", "email"]))).toMatchObject({ widget: "select", options: ["phone", "email"] })
    expect(field(z.literal("2X Spins"))).toMatchObject({ widget: "select", options: ["2X Spins"], default: "2X Spins" })
  })

  it("objects and lists nest, with list bounds; fields of an optional object are not required", () => {
    const shape = z.strictObject({ title: line(), body: text() })
    const list = field(z.array(shape).length(3))
    expect(list).toMatchObject({ widget: "list", min: 3, max: 3, summary: "{{fields.title}}" })
    expect((list.fields as DecapField[]).map((f) => [f.name, f.widget, f.required])).toEqual([
      ["title", "string", true],
      ["body", "text", true],
    ])
    const optional = field(shape.optional())
    expect((optional.fields as DecapField[]).every((f) => f.required === false)).toBe(true)
    expect(field(z.array(text()).min(1))).toMatchObject({ widget: "list", min: 1, field: { widget: "text" } })
  })

  it("a list of shapes told apart by one field is a list of types", () => {
    const segment = z.discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("cash"), label: line(), amount: z.int() }),
      z.strictObject({ kind: z.literal("spins"), label: z.literal("2X Spins") }),
    ])
    const list = field(z.array(segment))
    expect(list).toMatchObject({ widget: "list", typeKey: "kind" })
    expect(
      (list.types as { name: string; fields: DecapField[] }[]).map((t) => [t.name, t.fields.map((f) => f.name)]),
    ).toEqual([
      ["cash", ["label", "amount"]],
      ["spins", ["label"]],
    ])
  })

  it("image paths are image widgets; references are relations picked by name", () => {
    expect(field(imagePath())).toEqual({
      name: "field",
      label: "Field",
      widget: "image",
      required: true,
      choose_url: false,
      media_folder: "people",
      public_folder: "people",
    })
    expect(field(videoRef())).toMatchObject({
      widget: "relation",
      collection: "videos",
      file: "videos",
      value_field: "videos.*.key",
      display_fields: ["videos.*.title"],
    })
    expect(field(personRef())).toMatchObject({ value_field: "people.*.key", display_fields: ["people.*.name"] })
    expect(field(z.array(quoteRef()).length(3))).toMatchObject({
      widget: "relation",
      multiple: true,
      min: 3,
      max: 3,
      value_field: "people.*.quotes.*.key",
      display_fields: ["people.*.quotes.*.text"],
    })
  })

  it("a zod type the editor cannot show stops the generator", () => {
    expect(() => field(z.record(z.string(), z.string()))).toThrow(/zod type "record" has no field in the editor/)
  })
})

describe("the configuration", () => {
  const config = decapConfig(features, settings)
  const decapCollectionsOf = config.collections as Record<string, unknown>[]

  it("saves to GitHub through the editorial workflow, from the settings", () => {
    expect(config).toMatchObject({
      backend: { name: "github", repo: "agency/site", branch: "main", base_url: "https://oauth.example.workers.dev" },
      publish_mode: "editorial_workflow",
    })
    expect(config).not.toHaveProperty("local_backend")
    expect(decapConfig(features, { ...settings, localBackend: DEFAULT_LOCAL_BACKEND })).toMatchObject({
      local_backend: { url: "http://127.0.0.1:8081/api/v1" },
    })
  })

  it("makes each trip a folder whose photos are saved beside its trip.json, and not deletable in the editor", () => {
    expect(decapCollectionsOf.find((c) => c.name === "trips")).toMatchObject({
      folder: "data/trips",
      path: "{{slug}}/trip",
      media_folder: "",
      public_folder: "",
      create: true,
      delete: false,
      format: "json",
      extension: "json",
      identifier_field: "destination",
    })
  })

  it("points every relation at a collection and file the configuration has", () => {
    const files = new Set(
      decapCollectionsOf.flatMap((c) => ((c.files ?? []) as { name: string }[]).map((f) => `${c.name}/${f.name}`)),
    )
    const relations: DecapField[] = []
    const walk = (fs: DecapField[]) =>
      fs.forEach((f) => {
        if (f.widget === "relation") relations.push(f)
        walk([...((f.fields as DecapField[]) ?? []), ...(f.field ? [f.field as DecapField] : [])])
      })
    decapCollectionsOf.forEach((c) => {
      walk((c.fields as DecapField[]) ?? [])
      ;((c.files ?? []) as { fields: DecapField[] }[]).forEach((f) => walk(f.fields))
    })
    expect(relations.length).toBeGreaterThan(10)
    for (const r of relations) expect(files.has(`${r.collection as string}/${r.file as string}`)).toBe(true)
  })

  it("is written at build time only: no hand-written copy is committed", () => {
    expect(fs.existsSync(path.join(ROOT, "static/admin"))).toBe(false)
    expect(configYaml(features, settings)).toMatch(/^# Generated from the zod schemas/)
    expect(JSON.parse(configYaml(features, settings).replace(/^#.*\n/, ""))).toEqual(config)
  })
})

/** The picture fields among `fields` (image widgets, and file widgets that take photos), at any depth. */
function imageFields(fields: DecapField[]): DecapField[] {
  return fields.flatMap((f) => [
    ...(f.widget === "image" || f.widget === "file" ? [f] : []),
    ...imageFields([
      ...((f.fields as DecapField[]) ?? []),
      ...(f.field ? [f.field as DecapField] : []),
      ...((f.types as { fields: DecapField[] }[]) ?? []).flatMap((t) => t.fields),
    ]),
  ])
}

/** Each editor entry's image fields, by the data file (or folder) that holds them. */
function imageFieldsByFile(decap: DecapCollection[]): Record<string, DecapField[]> {
  const found: Record<string, DecapField[]> = {}
  for (const c of decap) {
    if (c.folder) found[c.folder as string] = imageFields(c.fields as DecapField[])
    for (const file of (c.files ?? []) as { file: string; fields: DecapField[] }[])
      found[file.file] = imageFields(file.fields)
  }
  return Object.fromEntries(Object.entries(found).filter(([, fields]) => fields.length))
}

describe("where the editor's uploads go", () => {
  const config = decapConfig(features, settings)
  const byFile = imageFieldsByFile(config.collections as DecapCollection[])

  it("every image field names its folder, relative to its data file, and stores the path from there", () => {
    const all = Object.values(byFile).flat()
    expect(all.length).toBeGreaterThanOrEqual(2)
    for (const field of all) {
      expect(typeof field.media_folder).toBe("string")
      expect(field.public_folder).toBe(field.media_folder)
      expect(field.media_folder as string).not.toMatch(/^\//)
    }
  })

  it("a portrait goes into data/people/ and is stored as people/<name>, where the portraits already are", () => {
    expect(byFile["data/people.json"].map((f) => [f.name, f.media_folder])).toEqual([["photo", "people"]])
    const people = JSON.parse(fs.readFileSync(path.join(ROOT, "data/people.json"), "utf8")).people as {
      photo?: string
    }[]
    const photos = people.flatMap((p) => (p.photo ? [p.photo] : []))
    expect(photos.length).toBeGreaterThan(0)
    for (const photo of photos) {
      expect(path.posix.dirname(photo)).toBe("people")
      expect(fs.existsSync(path.join(ROOT, "data", photo))).toBe(true)
    }
    // The Media page lists the same folder.
    expect(config).toMatchObject({ media_folder: "data/people", public_folder: "people" })
  })

  it("a trip's photos go into the trip's own folder, stored by file name, a phone's HEIC photo among them", () => {
    // A file field: its window lists every file, where an image field's hides what a browser cannot draw.
    expect(byFile["data/trips"].map((f) => [f.name, f.widget, f.media_folder])).toEqual([["photo", "file", ""]])
  })

  it("an entry sharing its folder keeps its pictures beside it; a single file, in a folder named after it", () => {
    const news: Feature = {
      name: "news",
      label: "News",
      collections: [
        defineCollection({
          typeName: "NewsJson",
          label: "News",
          files: ["news/*.json"],
          description: "News.",
          schema: z.strictObject({
            title: line(),
            photo: imagePath(),
            gallery: z.array(z.strictObject({ image: imagePath() })),
          }),
          entries: { singular: "Story", identifierField: "title" },
        }),
        defineCollection({
          typeName: "FrontJson",
          label: "Front page",
          files: ["front.json"],
          description: "Front page.",
          schema: z.strictObject({ hero: z.strictObject({ image: imagePath().optional() }) }),
        }),
      ],
    }
    const found = imageFieldsByFile(decapCollections([news]))
    expect(Object.keys(found).sort()).toEqual(["data/front.json", "data/news"])
    expect(found["data/news"].map((f) => [f.name, f.media_folder, f.public_folder])).toEqual([
      ["photo", "", ""],
      ["image", "", ""],
    ])
    expect(found["data/front.json"].map((f) => [f.name, f.media_folder, f.public_folder])).toEqual([
      ["image", "front", "front"],
    ])
  })
})

describe("generated data", () => {
  const decap = decapCollections(features)
  const groupOf = (file: string) =>
    decap.find((c) => ((c.files ?? []) as { file: string }[]).some((f) => f.file === `data/${file}`))

  it("leaves the zip lists out, and says so where the zip page's words are edited, with the command that writes them", () => {
    expect(groupOf("zip-eligibility.json")).toBeUndefined()
    const group = groupOf("recruiting.json")
    expect(group?.description).toContain("data/zip-eligibility.json")
    expect(group?.description).toContain("`npx tsx scripts/make-zip-lists.ts`")
  })

  it("names only files a collection declares, each with a script that exists", () => {
    for (const [file, { by }] of Object.entries(GENERATED_FILES)) {
      expect(collections.some((c) => c.files.includes(file))).toBe(true)
      expect(fs.existsSync(path.join(ROOT, by))).toBe(true)
    }
  })
})

describe("the previews", () => {
  /** data/ as the build reads it, this year, and the facts its pages are filled with. */
  const data = shippedData()
  const facts = data.facts

  /** Runs the previews' script against a stand-in of Decap's CMS; gives what it registered. */
  function runPreviewScript(factsJson: string | null) {
    const original = (props: unknown) => props
    const widgets: Record<string, { control: unknown; preview: unknown; schema?: unknown }> = {
      string: { control: "StringControl", preview: original },
      text: { control: "TextControl", preview: original, schema: { properties: {} } },
    }
    const registered: [string, unknown, (props: { value: unknown }) => unknown, unknown][] = []
    const CMS = {
      getWidget: (name: string) => widgets[name],
      registerWidget: (...args: (typeof registered)[number]) => registered.push(args),
    }
    // React's createElement, in short: children given after the props become props.children.
    const h = (type: unknown, props: Record<string, unknown>, ...children: unknown[]) => {
      const { key = null, ...rest } = props
      if (children.length) rest.children = children.length === 1 ? children[0] : children
      return { type, key, props: rest }
    }
    const document = {
      getElementById: (id: string) => (id === FACTS_ELEMENT_ID && factsJson ? { textContent: factsJson } : null),
    }
    new Function("CMS", "h", "document", previewScript())(CMS, h, document)
    return { registered, original, widgets }
  }

  it("the page carries the build's facts as JSON no value can break out of, before the previews' script", () => {
    const element = factsElement({ company: "A </script><script>alert(1)</script>" })
    expect(element).not.toContain("</script><script>")
    const json = /^<script type="application\/json" id="site-facts">(.*)<\/script>$/.exec(element)?.[1] ?? ""
    expect(JSON.parse(json)).toEqual({ company: "A </script><script>alert(1)</script>" })

    const files = adminFiles(features, settings, data)
    const html = (files.get("index.html") as { text: string }).text
    expect(html).toContain(factsElement(facts))
    const order = [factsElement(facts), "/decap-cms.js", '<script src="/admin/previews.js">'].map((s) =>
      html.indexOf(s),
    )
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(order[0]).toBeGreaterThan(0)
    expect(files.get("previews.js")).toEqual({ text: previewScript() })
  })

  it("fills the tokens of every text widget's preview as the data layer fills pages, and keeps the widget", () => {
    const { registered, original, widgets } = runPreviewScript(factsElement(facts).replace(/^<[^>]+>|<\/script>$/g, ""))
    expect(registered.map(([name, control, , schema]) => [name, control, schema])).toEqual([
      ["string", "string", undefined],
      ["text", "text", widgets.text.schema],
    ])
    const value = "Call {company} at {phone}; {name} and {notAFact} stay as written."
    const filled = fillTokens(value, facts)
    for (const [, , preview] of registered) {
      expect(preview({ value })).toEqual({ type: original, key: null, props: { value: filled } })
      expect(preview({ value: undefined })).toEqual({ type: original, key: null, props: { value: undefined } })
      // A short value comes set in a line with its label: <div><strong>Label:</strong> value</div>.
      const line = (text: string) => ({
        type: "div",
        key: null,
        props: { children: [{ type: "strong", key: null, props: { children: "Label:" } }, " ", text] },
      })
      expect(preview({ value: line(value) })).toEqual({ type: original, key: null, props: { value: line(filled) } })
    }
    expect(fillTokens(value, facts)).toContain(`Call ${facts.company} at ${facts.phone}; {name} and {notAFact}`)
  })

  it("shows text as written when the page has no facts", () => {
    const { registered } = runPreviewScript(null)
    expect(registered[0][2]({ value: "{company}" })).toEqual({
      type: expect.anything(),
      key: null,
      props: { value: "{company}" },
    })
  })
})

describe("settings from the environment", () => {
  it("takes the repository from CMS_GITHUB_REPO, else Netlify's REPOSITORY_URL, with main and Netlify's sign-in by default", () => {
    expect(cmsSettings({ CMS_GITHUB_REPO: "a/b" }, { siteUrl: "https://x" })).toEqual({
      repo: "a/b",
      branch: "main",
      oauthUrl: "https://api.netlify.com",
      oauthEndpoint: "auth",
      siteUrl: "https://x",
    })
    expect(cmsSettings({ REPOSITORY_URL: "https://github.com/agency/site" }, { siteUrl: "" }).repo).toBe("agency/site")
    expect(cmsSettings({}, { siteUrl: "" }).repo).toBe(UNSET_REPO)
    expect(githubRepoOf("git@github.com:agency/site.git")).toBe("agency/site")
    expect(
      cmsSettings(
        { CMS_BRANCH: "live", CMS_OAUTH_URL: "https://auth.example/", CMS_LOCAL_BACKEND: "http://127.0.0.1:9/api/v1" },
        { siteUrl: "" },
      ),
    ).toMatchObject({ branch: "live", oauthUrl: "https://auth.example", localBackend: "http://127.0.0.1:9/api/v1" })
    expect(cmsSettings({}, { siteUrl: "", develop: true }).localBackend).toBe(DEFAULT_LOCAL_BACKEND)
  })

  it("signs in through the site's own function when built on Cloudflare Pages, unless CMS_OAUTH_URL names another service", () => {
    expect(cmsSettings({ CF_PAGES: "1" }, { siteUrl: "https://www.agency.example/" })).toMatchObject({
      oauthUrl: "https://www.agency.example",
      oauthEndpoint: "api/auth",
    })
    expect(
      cmsSettings({ CF_PAGES: "1", CMS_OAUTH_URL: "https://auth.example" }, { siteUrl: "https://www.agency.example" }),
    ).toMatchObject({ oauthUrl: "https://auth.example", oauthEndpoint: "auth" })
  })
})

describe("the editor's page", () => {
  it("has its own policy: eval and inline styles for Decap, GitHub's API, and decap-server only when local", () => {
    const policy = adminPolicy(settings)
    expect(policy).toContain("script-src 'self' 'unsafe-eval'")
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com https://www.githubstatus.com;")
    expect(adminPolicy({ ...settings, localBackend: DEFAULT_LOCAL_BACKEND })).toContain("http://127.0.0.1:8081;")
    expect(policy).toContain("object-src 'none'")
  })

  it("is not indexed, loads the bundle from the site under its version, and its configuration by address", () => {
    const { version } = decapBundle()
    const html = adminHtml(settings, version, "Agency", { company: "Agency" })
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta http-equiv="Content-Security-Policy"/)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(html).toContain(`<script src="/admin/decap-cms-${version}/decap-cms.js"></script>`)
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url"/>')
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//)
  })

  it("uses the exact version of decap-cms the project pins", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"))
    expect(pkg.dependencies["decap-cms"]).toMatch(/^\d+\.\d+\.\d+$/)
    expect(decapBundle().version).toBe(pkg.dependencies["decap-cms"])
  })

  it("has header rules for each host: noindex, and a sign-in window the site-wide opener policy would cut off", () => {
    expect(adminHeaderRules("cloudflare")).toContain(
      "/admin/*\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n  X-Robots-Tag: noindex\n",
    )
    expect(adminHeaderRules("netlify")).not.toContain("!")
    expect(adminHeaderRules("netlify")).toContain(
      "/admin\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n  X-Robots-Tag: noindex\n",
    )
  })
})

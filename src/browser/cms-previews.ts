/**
 * The editor's previews, filled: run in /admin/ after Decap's bundle (which defines `CMS`
 * and `h`) and before the editor first renders. Each text widget is registered again under
 * its own name with its own control (Decap takes a widget's name in place of its control)
 * and a preview that hands Decap's preview the filled value. Decap hands a short value over
 * already set in a line with the field's label (an element), so the text inside elements is
 * filled too. The tokens are filled as fillTokens (src/lib/text.ts) fills them: `{word}`
 * when the table has that word. The build compiles this module (src/node/cms/previews.ts)
 * with the two constants below.
 */

/** The id of the element holding the facts as JSON (set by the build). */
declare const FACTS_ELEMENT_ID: string
/** Decap's widgets whose previews show text the data layer fills (set by the build). */
declare const TEXT_WIDGETS: readonly string[]

/** A React element, as Decap hands a preview its value. */
type Element = { type: unknown; key: string | null; props: Record<string, unknown> & { children?: unknown } }
type Widget = { preview: unknown; schema: unknown }
declare const CMS: {
  getWidget(name: string): Widget
  registerWidget(name: string, control: string, preview: (props: { value: unknown }) => unknown, schema: unknown): void
}
declare const h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

const element = document.getElementById(FACTS_ELEMENT_ID)
const facts: Record<string, string> = element ? JSON.parse(element.textContent ?? "{}") : {}

function fill(value: unknown): unknown {
  if (typeof value === "string") {
    return value.replace(/\{(\w+)\}/g, (whole, key: string) =>
      Object.prototype.hasOwnProperty.call(facts, key) ? facts[key] : whole,
    )
  }
  if (Array.isArray(value)) return value.map(fill)
  if (value && typeof value === "object" && "props" in value) {
    const { type, key, props } = value as Element
    if (!props || !("children" in props)) return value
    const { children, ...rest } = props
    const ownProps: Record<string, unknown> = key != null ? { ...rest, key } : rest
    return h(type, ownProps, ...(Array.isArray(children) ? children.map(fill) : [fill(children)]))
  }
  return value
}

for (const name of TEXT_WIDGETS) {
  const widget = CMS.getWidget(name)
  const preview = widget.preview
  CMS.registerWidget(
    name,
    name,
    function FilledPreview(props) {
      return h(preview, { ...props, value: fill(props.value) })
    },
    widget.schema,
  )
}

export {}

/** What a calculation returns: the result, or the first failing rule's message and the fields it concerns. */
export type CalcOutcome<R, K extends string> =
  | { ok: true; result: R }
  | {
      ok: false
      /** The message shown to the visitor, word for word. */
      message: string
      /** Fields to mark invalid (may be empty). */
      fields: K[]
    }

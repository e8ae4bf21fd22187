/** What the spec says of one operation, for help text and tool schemas. */
export interface OperationDoc {
  /** One line. */
  readonly summary: string;
  /** The spec's description. */
  readonly description: string;
  /** Each parameter's description, by name. */
  readonly params: Readonly<Record<string, string>>;
  /** JSON Schema (2020-12) of the payload the client returns; refs point at `#/$defs/<name>`. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** The names of the schemas in `schemaDefs` that `payload` reaches. */
  readonly defs: readonly string[];
}

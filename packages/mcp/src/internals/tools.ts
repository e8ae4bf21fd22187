import {
  type OperationDoc,
  type OperationRow,
  operationDocs,
  type ParamRule,
  schemaDefs,
} from '@marketdata-sdk/types/internal';

/** A tool as `tools/list` describes it. */
export interface ToolDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: {
    type: 'object';
    properties: Record<string, object>;
    required?: string[];
    additionalProperties: false;
  };
  readonly outputSchema: {
    type: 'object';
    properties: Record<string, object>;
    required: string[];
    $defs?: Record<string, object>;
  };
  readonly annotations: {
    readonly title: string;
    readonly readOnlyHint: true;
    readonly idempotentHint: true;
    readonly destructiveHint: false;
    readonly openWorldHint: true;
  };
}

const JSON_SCHEMA_KEYWORDS = [
  'type',
  'enum',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'default',
] as const;

/** The JSON Schema of one parameter: every constraint the spec states, and its description. */
function paramSchema(rule: ParamRule, description: string): object {
  const schema: Record<string, unknown> = {};
  for (const keyword of JSON_SCHEMA_KEYWORDS)
    if (rule[keyword] !== undefined) schema[keyword] = rule[keyword];
  if (description) schema.description = description;
  return schema;
}

/** The generated documentation tools are built from. */
export interface ToolDocs {
  readonly operationDocs: Readonly<Record<string, OperationDoc>>;
  readonly schemaDefs: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

const generated: ToolDocs = { operationDocs, schemaDefs };

function docOf(id: string, docs: ToolDocs): OperationDoc {
  const doc = docs.operationDocs[id];
  if (!doc)
    throw new Error(
      `no documentation generated for operation "${id}": run npx -y pnpm@12.21.0 generate`,
    );
  return doc;
}

/**
 * The tool of one operation: named by its operationId, input schema from its parameters,
 * output schema `{ data: <payload> }` from its response schema (structured content must be an
 * object, and a payload may be an array or null).
 */
export function toolOf(row: OperationRow, docs: ToolDocs = generated): ToolDefinition {
  const doc = docOf(row.operationId, docs);
  const properties = Object.fromEntries(
    row.params.map((p) => [p.name, paramSchema(p, doc.params[p.name] ?? '')]),
  );
  const required = row.params.filter((p) => p.required).map((p) => p.name);
  const $defs = Object.fromEntries(doc.defs.map((name) => [name, docs.schemaDefs[name] ?? {}]));
  const paging =
    row.paging?.kind === 'cursor'
      ? " Pages by `start_id`: pass the last item's id to get the next page."
      : row.paging?.kind === 'page'
        ? ' Pages by `page` (from 1) and `size`; a short page is the last.'
        : '';
  return {
    name: row.operationId,
    title: doc.summary,
    description: `${doc.description}${paging}`,
    // The client refuses a parameter the operation does not have; the schema says so up front.
    inputSchema: {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: { data: doc.payload },
      required: ['data'],
      ...(doc.defs.length ? { $defs } : {}),
    },
    annotations: {
      title: doc.summary,
      readOnlyHint: true,
      idempotentHint: true,
      destructiveHint: false,
      openWorldHint: true,
    },
  };
}

import { forReaders, ruleSchema } from '@marketdata-sdk/client/internal';
import {
  type OperationDoc,
  type OperationRow,
  operationDocs,
  type ParamRule,
  schemaDefs,
} from '@marketdata-sdk/types/internal';
import { compactSchema, inlineSingleUse, paramDescription } from './compact';
import { narrowingSchemas, type PayloadShape, payloadShape } from './shape';
import { isTime, timeOptional, timeSchema } from './times';

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
    readonly readOnlyHint: true;
  };
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** The JSON Schema of one parameter: the rule's keywords (the client's reading), and its description. */
function paramSchema(rule: ParamRule, description: string): object {
  const schema = ruleSchema(rule);
  // `format: date` says what the pattern says, in a word a model knows.
  if (schema.format === 'date' && schema.pattern === DATE_PATTERN) delete schema.pattern;
  if (description) schema.description = paramDescription(description, schema);
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

/** What the server needs of a tool besides its definition. */
export interface ToolPlan {
  readonly definition: ToolDefinition;
  readonly shape: PayloadShape;
}

/**
 * The tool of one operation: named by its operationId, input schema from its parameters (times
 * also as ISO 8601, `to` defaulting to now) and the arguments that narrow its answer, output
 * schema `{ data: <payload> }` from its response schema (structured content must be an object,
 * and a payload may be an array or null), compact but exact.
 */
export function toolOf(row: OperationRow, docs: ToolDocs = generated): ToolDefinition {
  return toolPlanOf(row, docs).definition;
}

/** {@link toolOf} with the payload's shape, which the server narrows answers by. */
export function toolPlanOf(row: OperationRow, docs: ToolDocs = generated): ToolPlan {
  const doc = docOf(row.operationId, docs);
  const shape = payloadShape(row, doc, docs.schemaDefs);
  const properties = {
    ...Object.fromEntries(
      row.params.map((p) => [
        p.name,
        isTime(p)
          ? timeSchema(p, doc.params[p.name] ?? '')
          : paramSchema(p, doc.params[p.name] ?? ''),
      ]),
    ),
    ...narrowingSchemas(shape),
  };
  const required = row.params
    .filter((p) => p.required && !(isTime(p) && timeOptional(p)))
    .map((p) => p.name);
  const output = inlineSingleUse(
    compactSchema(doc.payload) as Record<string, unknown>,
    Object.fromEntries(doc.defs.map((name) => [name, compactSchema(docs.schemaDefs[name] ?? {})])),
  );
  const definition: ToolDefinition = {
    name: row.operationId,
    title: doc.summary,
    description: forReaders(doc.description),
    // The client refuses a parameter the operation does not have; the schema says so up front.
    inputSchema: {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: { data: output.schema },
      required: ['data'],
      ...(Object.keys(output.$defs).length
        ? { $defs: output.$defs as Record<string, object> }
        : {}),
    },
    // The title is the tool's own `title`; not repeated here.
    annotations: {
      // The other hints are the protocol's defaults (openWorldHint) or mean nothing for a
      // read-only tool (destructiveHint, idempotentHint): left out, as they cost context.
      readOnlyHint: true,
    },
  };
  return { definition, shape };
}

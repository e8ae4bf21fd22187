import { ruleSchema } from '@marketdata-sdk/client/internal';
import {
  type OperationDoc,
  type OperationRow,
  operationDocs,
  type ParamRule,
  schemaDefs,
} from '@marketdata-sdk/types/internal';
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

/** The JSON Schema of one parameter: the rule's keywords (the client's reading), and its description. */
function paramSchema(rule: ParamRule, description: string): object {
  const schema = ruleSchema(rule);
  if (description) schema.description = firstSentence(forModel(description));
  return schema;
}

/** A description's first paragraph: what a model needs; the rest is written for maintainers. */
function firstParagraph(text: string): string {
  return text
    .split(/\n\s*\n/, 1)[0]!
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** Sentences written for the spec's maintainers (provenance and doubts), not for a model. */
const PROVENANCE =
  /provider|inferred|not shown|not documented|is documented|older version|old doc|this follows|observation/i;

/** The sentences of a description that speak to its reader, provenance notes left out. */
export function forModel(text: string): string {
  const plain = firstParagraph(text).replace(
    /\s*\((?:[^()]*\b(?:inferred|not shown|documented|provider)\b[^()]*)\)/gi,
    '',
  );
  const sentences = plain.split(/(?<=\.)\s+(?=[A-Z`"])/);
  const kept = sentences.filter((sentence) => !PROVENANCE.test(sentence));
  return (kept.length ? kept : sentences.slice(0, 1)).join(' ');
}

/** A description's first sentence (a sentence ends at a full stop before a capital). */
function firstSentence(text: string): string {
  const paragraph = firstParagraph(text);
  const end = /\.\s+(?=[A-Z`"])/.exec(paragraph);
  return end ? paragraph.slice(0, end.index + 1) : paragraph;
}

/** A description that says how to read a value (a unit, a scale, a format), not only its name. */
const READING = /Unix|millisecond|seconds|fraction|percent|%|YYYY|ISO|null|1 for|0 for/i;

/**
 * A schema made compact for a model's context, still exact: types, enums and constraints are
 * kept; descriptions only where they say how to read a value (a unit, a scale, an order), cut
 * to their first sentence; `x-` extensions and examples left out.
 */
export function compactSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(compactSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || key === 'example' || key === 'examples') continue;
    // Integer widths are annotations in JSON Schema 2020-12, not rules: `type` says it.
    if (key === 'format' && (value === 'int64' || value === 'int32')) continue;
    if (key === 'description' && typeof value === 'string') {
      const sentence = firstSentence(forModel(value));
      if (READING.test(sentence)) out[key] = sentence;
    } else if (key === 'enum' || key === 'required' || key === 'const') out[key] = value;
    else if (key === 'properties' || key === '$defs')
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, sub]) => [
          name,
          compactSchema(sub),
        ]),
      );
    else out[key] = compactSchema(value);
  }
  return out;
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
  const $defs = Object.fromEntries(
    doc.defs.map((name) => [name, compactSchema(docs.schemaDefs[name] ?? {}) as object]),
  );
  const said = /`(start_id|page)`/.test(doc.description);
  const paging = said
    ? ''
    : row.paging?.kind === 'cursor'
      ? " Pages by `start_id`: pass the last item's id to get the next page."
      : row.paging?.kind === 'page'
        ? ' Pages by `page` until a short page.'
        : '';
  const definition: ToolDefinition = {
    name: row.operationId,
    title: doc.summary,
    description: `${forModel(doc.description)}${paging}`,
    // The client refuses a parameter the operation does not have; the schema says so up front.
    inputSchema: {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: { data: compactSchema(doc.payload) as object },
      required: ['data'],
      ...(doc.defs.length ? { $defs } : {}),
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

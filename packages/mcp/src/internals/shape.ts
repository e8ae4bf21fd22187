import type { OperationDoc, OperationRow } from '@marketdata-sdk/types/internal';
import { keepNewest, listsOf, mapLists } from './lists';

type Schema = Readonly<Record<string, unknown>>;
type Defs = Readonly<Record<string, Schema>>;

/** The most items per list a call may ask for with `limit`. */
export const MAX_LIMIT = 1000;

/** The arguments a tool adds to its operation's parameters to shrink the answer. */
export interface Narrowing {
  /** The most items per list (periods for statements); the newest end is kept. */
  readonly limit?: number;
  /** For payloads of several statement lists: the lists to return. */
  readonly statements?: readonly string[];
  /** For statement lines: the line names to keep (with their parents and children). */
  readonly lines?: readonly string[];
}

/** What a tool's payload is made of, read from its output schema. */
export interface PayloadShape {
  /** The payload is or holds lists. */
  readonly lists: boolean;
  /** The names of its lists of periods with a tree of `lines` (the statements), if any. */
  readonly statements: readonly string[];
  /** The operation has its own `size` or `count`, which sizes its lists. */
  readonly sized: boolean;
  /** The `limit` applied when none is given (none: the operation's own size decides). */
  readonly defaultLimit?: number;
}

function resolve(schema: unknown, defs: Defs): Schema {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  return ref ? (defs[ref.replace('#/$defs/', '')] ?? {}) : ((schema ?? {}) as Schema);
}

/** Whether a schema (through `$ref` and `allOf`) has a `lines` member: a statement period. */
function hasLines(schema: unknown, defs: Defs): boolean {
  const resolved = resolve(schema, defs);
  if ((resolved.properties as Record<string, unknown> | undefined)?.lines) return true;
  return ((resolved.allOf ?? []) as unknown[]).some((part) => hasLines(part, defs));
}

/** The payload's shape: whether it has lists, and which of them are statements with line trees. */
export function payloadShape(row: OperationRow, doc: OperationDoc, defs: Defs): PayloadShape {
  const payload = resolve(doc.payload, defs);
  const members = Object.entries((payload.properties ?? {}) as Record<string, Schema>);
  const arrays = members.filter(([, schema]) => schema.type === 'array');
  const statements = arrays
    .filter(([, schema]) => hasLines(schema.items, defs))
    .map(([name]) => name);
  // One record fetched by its id (a path parameter) is not a list, whatever arrays it holds.
  const byId = row.params.some((p) => p.in === 'path');
  const lists = payload.type === 'array' || (arrays.length > 0 && !byId);
  const sized = row.params.some((p) => p.name === 'size' || p.name === 'count');
  const defaultLimit = !lists || sized ? undefined : statements.length ? 3 : 20;
  return { lists, statements, sized, ...(defaultLimit ? { defaultLimit } : {}) };
}

/** The JSON Schemas of the narrowing arguments a tool of this shape takes. */
export function narrowingSchemas(shape: PayloadShape): Record<string, object> {
  const schemas: Record<string, object> = {};
  // A list with its own `size` or `count` is sized by it; the others take `limit`.
  if (shape.lists && !shape.sized)
    schemas.limit = {
      type: 'integer',
      minimum: 1,
      maximum: MAX_LIMIT,
      ...(shape.defaultLimit ? { default: shape.defaultLimit } : {}),
      // The same words for every tool, so that the instructions say them once.
      description: 'Most items per list (periods for statements), newest kept.',
    };
  if (shape.statements.length) {
    schemas.statements = {
      type: 'array',
      items: { enum: shape.statements },
      description: 'Only these statements; the others come back empty.',
    };
    schemas.lines = {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      description:
        'Only lines of these names (case-insensitive), with parents and children. Lines with no value are left out.',
    };
  }
  return schemas;
}

interface Line {
  name?: string;
  value?: unknown;
  lines?: Line[];
}

/** Lines kept by `wanted` (all when none), without lines that carry no value at all. */
function keepLines(lines: readonly Line[], wanted?: ReadonlySet<string>): Line[] {
  const kept: Line[] = [];
  for (const line of lines) {
    const named = wanted?.has(String(line.name).toLowerCase()) ?? false;
    const children = keepLines(line.lines ?? [], named ? undefined : wanted);
    const matches = wanted ? named || children.length > 0 : true;
    if (!matches || (line.value === null && children.length === 0)) continue;
    kept.push({ ...line, lines: children });
  }
  return kept;
}

/** Adds the name of every line and sub-line to `names`, keyed lower-case. */
function collectNames(lines: readonly Line[], names: Map<string, string>): void {
  for (const line of lines) {
    const name = String(line.name);
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    collectNames(line.lines ?? [], names);
  }
}

/**
 * The payload narrowed as the call asked: statements chosen, lines filtered (lines with no
 * value are always left out: every period carries every line, most of them empty), and every
 * list cut to `limit` from its newest end. Notes say what was cut.
 */
export function narrow(
  data: unknown,
  args: Narrowing,
  shape: PayloadShape,
): { data: unknown; notes: string[] } {
  const notes: string[] = [];
  let shaped = data;
  if (shape.statements.length) {
    const wanted = args.lines ? new Set(args.lines.map((l) => l.toLowerCase())) : undefined;
    // Every line name the statements carry, lower-cased to the name as written.
    const names = new Map<string, string>();
    shaped = mapLists(shaped, (items, key) =>
      args.statements && key && !args.statements.includes(key)
        ? []
        : items.map((period) => {
            if (!period || typeof period !== 'object' || !('lines' in period)) return period;
            const lines = (period as Line).lines ?? [];
            if (wanted) collectNames(lines, names);
            return { ...period, lines: keepLines(lines, wanted) };
          }),
    );
    const unknown = args.lines?.filter((l) => !names.has(l.toLowerCase())) ?? [];
    if (unknown.length && names.size) {
      const some = [...names.values()].slice(0, 12).join(', ');
      notes.push(
        `No statement line is named ${unknown.map((l) => `"${l}"`).join(', ')} (names match without regard to case); lines here include ${some}.`,
      );
    }
  }
  const limit = args.limit ?? shape.defaultLimit;
  if (limit !== undefined) {
    const longest = Math.max(0, ...listsOf(shaped).map((list) => list.items.length));
    if (longest > limit) {
      shaped = mapLists(shaped, (items) => keepNewest(items, limit));
      notes.push(
        `Showing ${limit} of ${longest} items per list (the newest); pass \`limit\` (up to ${MAX_LIMIT}) for more.`,
      );
    }
  }
  return { data: shaped, notes };
}

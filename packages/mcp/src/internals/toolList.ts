import type { OperationRow } from '@marketdata-sdk/types/internal';
import { type ToolDefinition, type ToolDocs, type ToolPlan, toolPlanOf } from './tools';

/** A description is said once, in the instructions, when this many tools repeat it. */
export const SHARED_BY = 3;

type Described = { description?: unknown };

/** Each `properties` member of a schema, however deep, with its name. */
function* members(schema: unknown): Generator<[string, Described]> {
  if (Array.isArray(schema)) for (const item of schema) yield* members(item);
  else if (schema && typeof schema === 'object')
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const [name, member] of Object.entries(value)) yield [name, member as Described];
      yield* members(value);
    }
}

/** The schema without the descriptions of the members whose `name\0description` is in `shared`. */
function without(schema: unknown, shared: ReadonlySet<string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => without(item, shared));
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key !== 'properties' || !value || typeof value !== 'object')
        return [key, without(value, shared)];
      const kept = Object.entries(value).map(([name, member]) => {
        const { description, ...rest } = member as Described;
        const stripped = shared.has(`${name}\u0000${String(description)}`) ? rest : member;
        return [name, without(stripped, shared)];
      });
      return [key, Object.fromEntries(kept)];
    }),
  );
}

/** Tools whose repeated descriptions are said once, and the sentence that says them. */
export interface SharedDescriptions {
  /** The tools, without the descriptions the instructions carry. */
  readonly tools: readonly ToolDefinition[];
  /** `name: description` of each shared member, for the server's instructions ('' if none). */
  readonly text: string;
}

/**
 * Moves a member's description that {@link SHARED_BY} or more tools give word for word (the
 * `ticker` and `limit` parameters, a result's `publish_time`) from each of those tools to one
 * sentence of the server's instructions. A tool that describes the member otherwise (an ETF's
 * ticker) keeps its own words, which the instructions say take precedence.
 */
export function shareDescriptions(tools: readonly ToolDefinition[]): SharedDescriptions {
  const users = new Map<string, Set<string>>();
  for (const tool of tools)
    for (const [name, member] of members([tool.inputSchema, tool.outputSchema]))
      if (typeof member.description === 'string') {
        const key = `${name}\u0000${member.description}`;
        users.set(key, (users.get(key) ?? new Set()).add(tool.name));
      }
  const shared = [...users].filter(([, names]) => names.size >= SHARED_BY).map(([key]) => key);
  if (!shared.length) return { tools, text: '' };
  const set = new Set(shared);
  const stripped = tools.map((tool) => ({
    ...tool,
    inputSchema: without(tool.inputSchema, set) as ToolDefinition['inputSchema'],
    outputSchema: without(tool.outputSchema, set) as ToolDefinition['outputSchema'],
  }));
  const said = shared.map((key) => {
    const [name, description] = key.split('\u0000') as [string, string];
    return `\`${name}\`: ${description}`;
  });
  return { tools: stripped, text: `Where a tool does not describe a member: ${said.join(' ')}` };
}

/** Every operation's tool as `tools/list` gives it, with what the server needs to call it. */
export interface ToolList {
  /** The tools, in the rows' order. */
  readonly tools: readonly ToolDefinition[];
  /** Each tool's row and plan, by tool name. */
  readonly plans: ReadonlyMap<string, ToolPlan & { readonly row: OperationRow }>;
  /** The instructions' sentence on the members the tools share ('' if none). */
  readonly sharedText: string;
}

/** The tools of `rows` (one per operation), repeated descriptions said once. */
export function toolList(rows: readonly OperationRow[], docs?: ToolDocs): ToolList {
  const plans = new Map(rows.map((row) => [row.operationId, { row, ...toolPlanOf(row, docs) }]));
  const shared = shareDescriptions([...plans.values()].map((plan) => plan.definition));
  return { tools: shared.tools, plans, sharedText: shared.text };
}

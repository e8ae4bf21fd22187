/**
 * Words and schemas made compact for a model's context: descriptions cut to what speaks to the
 * model and says what the schema does not, output schemas exact but without a `$defs` entry
 * for a shape used once.
 */

import { firstParagraph, forReaders } from '@marketdata-sdk/client/internal';

/** A description's first sentence (a sentence ends at a full stop before a capital). */
export function firstSentence(text: string): string {
  const paragraph = firstParagraph(text);
  const end = /\.\s+(?=[A-Z`"])/.exec(paragraph);
  return end ? paragraph.slice(0, end.index + 1) : paragraph;
}

/** The instructions say what "Unix ms" is; descriptions use the short form. */
function shortUnits(text: string): string {
  return text.replace(/Unix timestamp in milliseconds/g, 'Unix ms');
}

/**
 * A parameter's description for a model: its first sentence, maintainer notes left out, and
 * without the clauses that repeat what its schema states (the default, the bounds, the date
 * format), since the model reads both.
 */
export function paramDescription(description: string, schema: Record<string, unknown>): string {
  let text = firstSentence(forReaders(description));
  const { default: fallback, minimum, maximum, format } = schema;
  if (fallback !== undefined)
    text = text.replace(new RegExp(`,? default \`?${literal(String(fallback))}\`?(?=[.,;:])`), '');
  if (minimum !== undefined && maximum !== undefined)
    text = text.replace(new RegExp(`, ${minimum} to ${maximum}(?=[.,;:])`), '');
  else if (minimum !== undefined)
    text = text.replace(new RegExp(`, ${minimum} or more(?=[.,;:])`), '');
  if (format === 'date') text = text.replace(/, `YYYY-MM-DD`(?=\.$)/, '');
  if (Array.isArray(schema.enum)) text = withoutEchoes(text);
  return shortUnits(text);
}

/** Words that add nothing to a gloss. */
const FILLER = new Set(['and', 'or', 'the', 'of', 'a', 'an']);

/** Whether two words share a stem (`bank`/`banking`, `auto`/`automotive`, `tech`/`technology`). */
function sameStem(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common += 1;
  return common === Math.min(a.length, b.length) || common >= 4;
}

/**
 * An enum's description without the glosses that only say the value again (`` `software`
 * Software``, `` `banks` Banking``): the enum lists every value; a gloss stays where it tells
 * the model something the value does not (`` `chips` Semiconductor and electronics``).
 */
function withoutEchoes(text: string): string {
  const list = /^([^:]+): (`[^`]+` [^;]+(?:; `[^`]+` [^;]+)+)\.$/.exec(text);
  if (!list) return text;
  const glosses = list[2]!.split('; ').filter((item) => {
    const [, value = '', gloss = ''] = /^`([^`]+)` (.+)$/.exec(item) ?? [];
    const stems = value.toLowerCase().split(/[_\s-]+/);
    const words = gloss
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !FILLER.has(word));
    return !words.every((word) => stems.some((stem) => sameStem(stem, word)));
  });
  return glosses.length ? `${list[1]}: ${glosses.join('; ')}.` : `${list[1]}.`;
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
      let sentence = firstSentence(forReaders(value));
      // `format: date` says the form: a description that says only that goes.
      if ((schema as { format?: unknown }).format === 'date')
        sentence = sentence.replace(/, `YYYY-MM-DD`(?=\.$)/, '');
      if (READING.test(sentence)) out[key] = shortUnits(sentence);
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

type Defs = Record<string, unknown>;

const refName = (schema: unknown): string | undefined => {
  const ref = (schema as { $ref?: unknown } | null)?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/$defs/') ? ref.slice(8) : undefined;
};

/** How many times each `$defs` entry is referred to, from the schema and the other entries. */
function refCounts(schema: unknown, counts = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(schema)) for (const item of schema) refCounts(item, counts);
  else if (schema && typeof schema === 'object') {
    const name = refName(schema);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const value of Object.values(schema)) refCounts(value, counts);
  }
  return counts;
}

/** Whether a `$defs` entry refers back to itself, directly or through other entries. */
function cyclic(name: string, defs: Defs): boolean {
  const seen = new Set<string>();
  const stack = [...refCounts(defs[name]).keys()];
  while (stack.length) {
    const next = stack.pop()!;
    if (next === name) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...refCounts(defs[next]).keys());
  }
  return false;
}

/**
 * The schema with every `$defs` entry that is referred to once put in place of its `$ref`
 * (the same rules, ~40 characters fewer each); entries referred to more than once, or by
 * themselves, stay in `$defs`.
 */
export function inlineSingleUse(
  schema: Record<string, unknown>,
  defs: Defs,
): { schema: Record<string, unknown>; $defs: Defs } {
  const counts = refCounts([schema, defs]);
  const once = (name: string) => counts.get(name) === 1 && !cyclic(name, defs);
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const name = refName(node);
    if (name && once(name) && name in defs) return inline(defs[name]);
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
  };
  const kept = Object.fromEntries(
    Object.keys(defs)
      .filter((name) => !once(name))
      .map((name) => [name, inline(defs[name])]),
  );
  return { schema: inline(schema) as Record<string, unknown>, $defs: kept };
}

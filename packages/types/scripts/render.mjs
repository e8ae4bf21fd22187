// Text helpers of the generator's renderers: doc comments, names and examples from the spec.

import { deref } from './specTools.mjs';

/** One JSDoc block, safe for any description text. */
export function doc(text, indent = '') {
  const lines = String(text).replace(/\*\//g, '*\\/').trim().split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */`;
  return [
    `${indent}/**`,
    ...lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`),
    `${indent} */`,
  ].join('\n');
}

/** `listWires` → `ListWires`. */
export const pascalCase = (name) => name[0].toUpperCase() + name.slice(1);

/** Words wrapped at `width` characters. */
export function wrap(text, width = 92) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** An operation's summary, then the first paragraph of its description, wrapped. */
export function summaryOf(operation) {
  const summary = (operation.summary ?? operation.operationId).trim().replace(/\.$/, '');
  const first = (operation.description ?? '').trim().split(/\n\s*\n/)[0] ?? '';
  return wrap(first ? `${summary}. ${first}` : `${summary}.`);
}

/** A value as TypeScript source, strings single-quoted. */
function literal(value) {
  return typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : JSON.stringify(value);
}

/**
 * The parameters object of an operation's example call, from the spec's parameter examples:
 * every required parameter (`{ ticker: 'AAPL' }`), or '' when none is required.
 */
export function exampleArgs(spec, row) {
  const operation = spec.paths[row.path][row.method];
  const params = (operation.parameters ?? []).map((p) => deref(spec, p));
  const members = params
    .filter((p) => p.required)
    .map((p) => {
      const schema = deref(spec, p.schema ?? {});
      const value = p.example ?? schema.example ?? schema.default ?? schema.enum?.[0];
      if (value === undefined) {
        throw new Error(`${row.operationId}: required parameter "${p.name}" needs an example`);
      }
      return `${p.name}: ${literal(value)}`;
    });
  return members.length ? `{ ${members.join(', ')} }` : '';
}

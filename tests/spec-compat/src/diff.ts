/**
 * Compares two specs' facts and classifies every difference by the semver bump it needs.
 * The rules are written down in decisions/0003-spec-breaking-change-check.md.
 */
import type { NodeFacts, ParameterFacts, SpecFacts } from './spec-facts';

/** The bump a change needs, weakest first. */
export const bumpLevels = ['none', 'patch', 'minor', 'major'] as const;

/** One of `bumpLevels`. */
export type BumpLevel = (typeof bumpLevels)[number];

/** One difference between the released spec and the current one. */
export interface SpecChange {
  /** The bump this change requires. */
  level: Exclude<BumpLevel, 'none' | 'patch'>;
  /** What changed: an operation, a parameter, a field or a schema. */
  subject: 'operation' | 'parameter' | 'field' | 'schema';
  /** Where, e.g. `listEarnings query:ticker` or `Headline.title`. */
  where: string;
  /** What happened, in words. */
  message: string;
}

/** Whether values flow into the service (parameters, bodies) or out of it (responses). */
type Direction = 'input' | 'output';

/** Returns the higher of two bump levels. */
export function maxLevel(a: BumpLevel, b: BumpLevel): BumpLevel {
  return bumpLevels.indexOf(a) >= bumpLevels.indexOf(b) ? a : b;
}

function difference(a: readonly string[], b: readonly string[]): string[] {
  return a.filter((item) => !b.includes(item));
}

/** A name that appeared where another disappeared, offered as a likely rename. */
function renameHint(removed: string, added: string[]): string {
  const parent = removed.slice(0, Math.max(removed.lastIndexOf('.'), removed.lastIndexOf(':')) + 1);
  const sibling = added.find(
    (key) => parent !== '' && key.startsWith(parent) && !/[.:[]/.test(key.slice(parent.length)),
  );
  return sibling ? ` (renamed to \`${sibling}\`?)` : '';
}

function compareNode(
  where: string,
  before: NodeFacts,
  after: NodeFacts,
  direction: Direction,
  subject: SpecChange['subject'],
): SpecChange[] {
  const changes: SpecChange[] = [];
  const push = (level: SpecChange['level'], message: string) =>
    changes.push({ level, subject, where, message });
  // Widening an input or narrowing an output keeps old code compiling and working.
  const widen = direction === 'input' ? 'minor' : 'major';
  const narrow = direction === 'input' ? 'major' : 'minor';
  const addedTypes = difference(after.types, before.types);
  const removedTypes = difference(before.types, after.types);
  if (before.types.length > 0 && addedTypes.length > 0) {
    push(widen, `now also accepts type ${addedTypes.join(', ')}`);
  }
  if (removedTypes.length > 0) push(narrow, `no longer has type ${removedTypes.join(', ')}`);
  if (before.refs.join() !== after.refs.join()) {
    push('major', `now refers to ${after.refs.join(', ') || 'an inline schema'}`);
  }
  if (before.format !== after.format) {
    push('major', `format changed from ${before.format ?? 'none'} to ${after.format ?? 'none'}`);
  }
  if (before.values && after.values) {
    const removed = difference(before.values, after.values);
    const added = difference(after.values, before.values);
    if (removed.length > 0) push('major', `enum value(s) removed: ${removed.join(', ')}`);
    if (added.length > 0) push('minor', `enum value(s) added: ${added.join(', ')}`);
  } else if (before.values && !after.values) {
    push(widen, 'is no longer restricted to an enum');
  } else if (!before.values && after.values) {
    push(narrow, `is now restricted to ${after.values.join(', ')}`);
  }
  if (before.required !== after.required && subject === 'field') {
    const becameRequired = after.required;
    push(
      becameRequired === (direction === 'input') ? 'major' : 'minor',
      becameRequired ? 'became required' : 'became optional',
    );
  }
  return changes;
}

function compareFields(
  before: Map<string, NodeFacts>,
  after: Map<string, NodeFacts>,
  direction: Direction,
  prefix = '',
  subject: SpecChange['subject'] = 'field',
): SpecChange[] {
  const changes: SpecChange[] = [];
  const added = [...after.keys()].filter((key) => !before.has(key));
  for (const [key, node] of before) {
    const where = `${prefix}${key}`;
    const next = after.get(key);
    if (!next) {
      const hint = renameHint(key, added);
      changes.push({ level: 'major', subject, where, message: `was removed${hint}` });
    } else {
      changes.push(...compareNode(where, node, next, direction, subject));
    }
  }
  for (const key of added) {
    const node = after.get(key)!;
    const level = direction === 'input' && node.required ? 'major' : 'minor';
    const message = level === 'major' ? 'was added as a required input' : 'was added';
    changes.push({ level, subject, where: `${prefix}${key}`, message });
  }
  return changes;
}

function compareOperations(before: SpecFacts, after: SpecFacts): SpecChange[] {
  const changes: SpecChange[] = [];
  const added = [...after.operations.keys()].filter((id) => !before.operations.has(id));
  for (const [id, operation] of before.operations) {
    const next = after.operations.get(id);
    const subject = 'operation';
    if (!next) {
      const twin = added.find((other) => {
        const candidate = after.operations.get(other)!;
        return candidate.path === operation.path && candidate.method === operation.method;
      });
      const hint = twin ? ` (renamed to \`${twin}\`?)` : '';
      changes.push({ level: 'major', subject, where: id, message: `was removed${hint}` });
    } else if (next.method !== operation.method || next.path !== operation.path) {
      const message = `moved from ${operation.method} ${operation.path} to ${next.method} ${next.path}`;
      changes.push({ level: 'major', subject, where: id, message });
    }
  }
  for (const id of added) {
    changes.push({ level: 'minor', subject: 'operation', where: id, message: 'was added' });
  }
  return changes;
}

function compareParameters(
  before: Map<string, ParameterFacts>,
  after: Map<string, ParameterFacts>,
): SpecChange[] {
  const changes: SpecChange[] = [];
  const subject = 'parameter';
  const added = [...after.keys()].filter((key) => !before.has(key));
  for (const [key, parameter] of before) {
    const next = after.get(key);
    if (!next) {
      const hint = renameHint(key, added);
      changes.push({ level: 'major', subject, where: key, message: `was removed${hint}` });
      continue;
    }
    if (!parameter.required && next.required) {
      changes.push({ level: 'major', subject, where: key, message: 'became required' });
    } else if (parameter.required && !next.required) {
      changes.push({ level: 'minor', subject, where: key, message: 'became optional' });
    }
    changes.push(...compareFields(parameter.schema, next.schema, 'input', key, subject));
  }
  for (const key of added) {
    const required = after.get(key)!.required;
    const level = required ? 'major' : 'minor';
    const message = required ? 'was added as a required parameter' : 'was added';
    changes.push({ level, subject, where: key, message });
  }
  return changes;
}

function compareSchemas(before: SpecFacts, after: SpecFacts): SpecChange[] {
  const changes: SpecChange[] = [];
  for (const name of before.schemas) {
    if (!after.schemas.has(name)) {
      changes.push({ level: 'major', subject: 'schema', where: name, message: 'was removed' });
    }
  }
  for (const name of after.schemas) {
    if (!before.schemas.has(name)) {
      changes.push({ level: 'minor', subject: 'schema', where: name, message: 'was added' });
    }
  }
  return changes;
}

/** The component schema a field key belongs to, or undefined for an operation's own field. */
function schemaOf(key: string): string | undefined {
  return key.includes(' ') ? undefined : key.split(/[.[<{]/)[0];
}

/**
 * Every difference between the released spec's facts and the current ones. A removed or added
 * operation or schema is reported once, not once more for each parameter or field inside it.
 */
export function diffSpecs(released: SpecFacts, current: SpecFacts): SpecChange[] {
  const inBoth = (key: string) => {
    const schema = schemaOf(key);
    if (schema !== undefined) return released.schemas.has(schema) && current.schemas.has(schema);
    const operation = key.slice(0, key.indexOf(' '));
    return released.operations.has(operation) && current.operations.has(operation);
  };
  const shared = <TValue>(entries: Map<string, TValue>) =>
    new Map([...entries].filter(([key]) => inBoth(key)));
  return [
    ...compareOperations(released, current),
    ...compareParameters(shared(released.parameters), shared(current.parameters)),
    ...compareSchemas(released, current),
    ...compareFields(shared(released.fields), shared(current.fields), 'output'),
    ...compareFields(shared(released.inputs), shared(current.inputs), 'input'),
  ];
}

/** The bump that a list of changes requires together. */
export function requiredBump(changes: readonly SpecChange[]): BumpLevel {
  return changes.reduce<BumpLevel>((level, change) => maxLevel(level, change.level), 'none');
}

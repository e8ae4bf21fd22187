// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { probeProgram } from './probeProgram';

// Every `@example` of the generated hooks and infinite options is a call a user copies: each
// must compile against the package as it stands. They are type-checked in one program, each in
// a function of its own, with the `client` and `queryClient` the examples assume in scope.
const generated = ['hooks.ts', 'infinite.ts'].map((name) =>
  fileURLToPath(new URL(`../src/generated/${name}`, import.meta.url)),
);
const probe = fileURLToPath(new URL('./__examples_probe__.tsx', import.meta.url));

interface Example {
  where: string;
  code: string;
}

/** The code of each fenced block under an `@example` tag of a file's doc comments. */
function examplesOf(file: string): Example[] {
  const text = readFileSync(file, 'utf8');
  const found: Example[] = [];
  for (const match of text.matchAll(/@example\s*\n\s*\* ```tsx?\n([\s\S]*?)\n\s*\* ```/g)) {
    const line = text.slice(0, match.index).split('\n').length + 1;
    const code = match[1]!
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, ''))
      .join('\n');
    found.push({ where: `${file.split('/src/')[1]}:${line}`, code });
  }
  return found;
}

/** The probe module: each example in a function, the names it uses imported from the package. */
function probeOf(examples: Example[]): string {
  const names = new Set<string>();
  for (const { code } of examples) {
    for (const [name] of code.matchAll(/\b(use[A-Z]\w*|\w+InfiniteQueryOptions)\b/g))
      names.add(name);
  }
  return [
    "import type { MarketDataClient } from '@marketdata-sdk/client';",
    "import type { QueryClient } from '@tanstack/react-query';",
    "import * as hooks from '../src/index';",
    'declare const client: MarketDataClient;',
    'declare const queryClient: QueryClient;',
    `const { ${[...names].join(', ')} } = hooks;`,
    ...examples.map((e, i) => `export async function example${i}() {\n${e.code}\n}`),
  ].join('\n');
}

/** tsc's errors in the probe, each with the example it falls in. */
function typecheck(examples: Example[]): string[] {
  const source = probeOf(examples);
  const program = probeProgram(probe, source);
  const lines = source.split('\n');
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(probe)).map((d) => {
    const { line } = d.file!.getLineAndCharacterOfPosition(d.start!);
    const fn = lines
      .slice(0, line + 1)
      .filter((l) => l.startsWith('export async function example'))
      .pop()
      ?.match(/\d+/)?.[0];
    const example = fn === undefined ? undefined : examples[Number(fn)];
    return `${example?.where ?? 'probe'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}\n  ${lines[line]?.trim()}`;
  });
}

describe('the TSDoc examples of the generated hooks', () => {
  const examples = generated.flatMap(examplesOf);
  // A probe in the same program: the check must report a call that does not compile, at it.
  const wrong = { where: 'probe:1', code: "const { data } = useListArticles({ ticker: 'AAPL' });" };
  let errors: string[];

  it('are found: one per named hook, two per paged operation', () => {
    const hookCalls = examples.filter((e) => /= use[A-Z]\w*\(/.test(e.code));
    expect(hookCalls.length).toBeGreaterThanOrEqual(23 + 4);
    expect(examples.some((e) => e.code.includes('useListArticles('))).toBe(true);
  });

  it('(a call that does not compile is reported at its example)', () => {
    errors = typecheck([...examples, wrong]);
    expect(errors.filter((e) => e.startsWith('probe:1: '))).toEqual([
      expect.stringMatching(/'ticker'/),
    ]);
  }, 60_000);

  it('type-check against the package, useListArticles included', () => {
    expect(errors.filter((e) => !e.startsWith('probe:1: '))).toEqual([]);
  });
});

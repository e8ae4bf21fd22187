import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, suiteIds } from '../src/internals/args';
import type { SuiteResult } from '../src/internals/results';
import { quickSettings } from '../src/internals/settings';
import { runBench } from '../src/runBench';

// Prism takes seconds to start on a busy machine; the full run measures it.
const smoke = { ...quickSettings, prism: false, connections: [2], clientDurationMs: 100 };
const dir = await mkdtemp(join(tmpdir(), 'bench-smoke-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

function expectWellFormed(result: SuiteResult) {
  expect(result.error).toBeUndefined();
  expect(result.tables.length).toBeGreaterThan(0);
  for (const table of result.tables) {
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) {
      expect(row).toHaveLength(table.headers.length);
      expect(row.join(' ')).not.toMatch(/NaN|undefined/);
    }
  }
  expect(result.targets.length).toBeGreaterThan(0);
  for (const target of result.targets) {
    expect(target.met, `${target.name} was not measured`).not.toBeNull();
  }
}

describe('parseArgs', () => {
  it('runs every suite by default and a chosen subset in canonical order', () => {
    expect(parseArgs([], 'R.md').only).toEqual([...suiteIds]);
    const args = parseArgs(['--', '--only=bundle-size,server-throughput', '--repeats=5'], 'R.md');
    expect(args.only).toEqual(['server-throughput', 'bundle-size']);
    expect(args.repeats).toBe(5);
  });

  it('names the option and the rule on bad input', () => {
    expect(() => parseArgs(['--only=nope'], 'R.md')).toThrow(/--only: unknown suite "nope"/);
    expect(() => parseArgs(['--repeats=0'], 'R.md')).toThrow(
      /--repeats: must be an integer from 1 to 20/,
    );
    expect(() => parseArgs(['--fast'], 'R.md')).toThrow(/Unknown argument "--fast"/);
  });
});

describe('a smoke run of every suite (tiny counts, numbers not checked)', () => {
  const out = join(dir, 'RESULTS.md');
  let run: Awaited<ReturnType<typeof runBench>>;
  beforeAll(async () => {
    run = await runBench({ only: suiteIds, settings: smoke, out, quick: true });
  }, 180_000);

  it.each(suiteIds)('%s produces well-formed tables and measured targets', (id) => {
    const result = run.results.find((r) => r.id === id);
    expect(result, `${id} did not run`).toBeDefined();
    expectWellFormed(result as SuiteResult);
  });

  it('writes a report with the machine, the versions, the targets and every suite', async () => {
    const written = await readFile(out, 'utf8');
    expect(written).toBe(run.markdown);
    const headings = [
      '## Machine',
      '## Versions',
      '## Targets',
      ...run.results.map((r) => `## ${r.title}`),
    ];
    for (const heading of headings) expect(written).toContain(heading);
    expect(written).toMatch(/\| \d+ \| [\d.]+ GiB \|/);
    expect(written).toContain('Quick (smoke) run');
    expect(written).not.toContain('**Not measured:**');
  });
});

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSpecCompat, formatReport } from '../src/check';
import { currentSpecPath } from '../src/paths';

type Json = Record<string, unknown>;

let dir: string;
let changesetDir: string;
let baselinePath: string;
let currentPath: string;

function readSpec(): Json {
  return JSON.parse(readFileSync(currentSpecPath, 'utf8')) as Json;
}

function resolveRef(spec: Json, value: Json): Json {
  if (typeof value.$ref !== 'string') return value;
  return value.$ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => node[key] as Json, spec);
}

/** Renames one query parameter of one operation in a copy of the real bundled spec. */
function renameParameter(spec: Json, operationId: string, from: string, to: string): void {
  for (const pathItem of Object.values(spec.paths as Record<string, Json>)) {
    for (const operation of Object.values(pathItem) as Json[]) {
      if (operation?.operationId !== operationId) continue;
      const parameters = operation.parameters as Json[];
      const index = parameters.findIndex((entry) => resolveRef(spec, entry).name === from);
      if (index < 0) throw new Error(`${operationId} has no parameter ${from}`);
      parameters[index] = { ...resolveRef(spec, parameters[index]!), name: to };
      return;
    }
  }
  throw new Error(`the spec has no operation ${operationId}`);
}

function writeChangeset(name: string, frontmatter: string, summary: string): void {
  writeFileSync(join(changesetDir, name), `---\n${frontmatter}\n---\n\n${summary}\n`);
}

function check() {
  return checkSpecCompat({ baselinePath, currentPath, changesetDir });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'spec-compat-'));
  changesetDir = join(dir, '.changeset');
  mkdirSync(changesetDir);
  writeFileSync(join(changesetDir, 'README.md'), '# Changesets\n');
  baselinePath = join(dir, 'released.json');
  currentPath = join(dir, 'current.json');
  copyFileSync(currentSpecPath, baselinePath);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the breaking-change check on copies of the real spec', () => {
  it('passes an unchanged spec with no changeset', () => {
    copyFileSync(currentSpecPath, currentPath);
    expect(check()).toMatchObject({ ok: true, required: 'none', declared: 'none', changes: [] });
  });

  describe('a renamed parameter (listEarnings ticker → symbol)', () => {
    beforeEach(() => {
      const spec = readSpec();
      renameParameter(spec, 'listEarnings', 'ticker', 'symbol');
      writeFileSync(currentPath, JSON.stringify(spec));
    });

    it('fails with only a minor changeset and says what to do', () => {
      writeChangeset('earnings.md', '"@marketdata-sdk/types": minor', 'Rename ticker.');
      const report = check();
      expect(report).toMatchObject({ ok: false, required: 'major', declared: 'minor' });
      expect(report.changes).toContainEqual(
        expect.objectContaining({ level: 'major', where: 'listEarnings query:ticker' }),
      );
      expect(formatReport(report)).toMatch(
        /FAIL: the spec needs a major bump of @marketdata-sdk\/types/,
      );
    });

    it('fails with no changeset at all', () => {
      expect(check()).toMatchObject({ ok: false, required: 'major', declared: 'none' });
    });

    it('fails when the major changeset names another package only', () => {
      writeChangeset('client.md', '"@marketdata-sdk/client": major', 'Breaking client change.');
      expect(check()).toMatchObject({ ok: false, declared: 'none' });
    });

    it('passes with a major changeset for @marketdata-sdk/types', () => {
      writeChangeset('earnings.md', '"@marketdata-sdk/types": minor', 'Something new.');
      writeChangeset(
        'rename-ticker.md',
        '"@marketdata-sdk/types": major\n"@marketdata-sdk/client": major',
        'The earnings query parameter `ticker` is now `symbol`.',
      );
      const report = check();
      expect(report).toMatchObject({ ok: true, required: 'major', declared: 'major' });
      expect(report.changesets.map((entry) => entry.file)).toEqual([
        'earnings.md',
        'rename-ticker.md',
      ]);
    });
  });

  describe('an added optional parameter', () => {
    beforeEach(() => {
      const spec = readSpec();
      const list = Object.values(spec.paths as Record<string, Json>)
        .flatMap((item) => Object.values(item) as Json[])
        .find((operation) => operation?.operationId === 'listDividends')!;
      const parameters = (list.parameters ?? []) as Json[];
      list.parameters = parameters;
      parameters.push({ name: 'limit', in: 'query', required: false, schema: { type: 'integer' } });
      writeFileSync(currentPath, JSON.stringify(spec));
    });

    it('needs at least a minor changeset: patch fails, minor passes', () => {
      writeChangeset('dividends.md', '"@marketdata-sdk/types": patch', 'Fix.');
      expect(check()).toMatchObject({ ok: false, required: 'minor', declared: 'patch' });
      writeChangeset('dividends.md', '"@marketdata-sdk/types": minor', 'Add `limit`.');
      expect(check()).toMatchObject({ ok: true, required: 'minor', declared: 'minor' });
    });
  });

  it('reports a malformed changeset by its file name', () => {
    copyFileSync(currentSpecPath, currentPath);
    writeFileSync(join(changesetDir, 'broken.md'), '---\n"@marketdata-sdk/types": huge\n---\n');
    expect(() => check()).toThrow(/broken\.md/);
  });
});

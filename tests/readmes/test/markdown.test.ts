import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationIds } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';
import { findReadmes, repoRoot } from '../src/extract';
import {
  brokenLinks,
  brokenTables,
  missingFiles,
  trackedMarkdown,
  wrongCounts,
} from '../src/markdown';
import { workspacePackages } from '../src/shell';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const markdown = trackedMarkdown();
const readmes = findReadmes();
const publicPackages = [...workspacePackages().values()].filter(
  ({ manifest }) => !manifest.private,
);

describe('the prose of the markdown files', () => {
  it('covers every tracked markdown file and every README', () => {
    expect(markdown.length).toBeGreaterThan(20);
    expect(markdown).toEqual(expect.arrayContaining(readmes));
  });

  it.each(markdown)('%s: every relative link reaches a file (and a heading)', (file) => {
    expect(brokenLinks(file, read(file))).toEqual([]);
  });

  it.each(markdown)('%s: every table renders as a table', (file) => {
    expect(brokenTables(file, read(file))).toEqual([]);
  });

  it.each(readmes)('%s: every file named in backticks exists', (file) => {
    expect(missingFiles(file, read(file))).toEqual([]);
  });

  it.each(readmes)('%s: counts of packages and operations match the workspace', (file) => {
    const actual = { publicPackages: publicPackages.length, operations: operationIds.length };
    expect(wrongCounts(file, read(file), actual)).toEqual([]);
  });
});

describe('the prose checks themselves', () => {
  it('find a link to a missing file or heading, and leave web addresses and code alone', () => {
    const text = [
      '# Title',
      'See [the client](packages/client) and [the options](packages/client/README.md#options).',
      'Not [there](packages/nope/README.md), no [heading](README.md#no-such-heading).',
      '[ref]: docs/missing.md',
      'Web [site](https://example.com/x) and mail [me](mailto:a@b.c).',
      '```md',
      '[in code](nowhere.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('README.md', text)).toEqual([
      expect.stringMatching(/^README\.md:3: the link packages\/nope\/README\.md points at/),
      expect.stringMatching(
        /^README\.md:3: the link README\.md#no-such-heading: README\.md has no heading/,
      ),
      expect.stringMatching(/^README\.md:4: the link docs\/missing\.md points at/),
    ]);
  });

  it('find a file named in backticks that is not there', () => {
    const text =
      'Rules: `decisions/0003-spec-breaking-change-check.md`; `packages/client/README.md` is; `artifacts/x.json` is made by a run; `@marketdata-sdk/types/openapi.json` is a specifier.';
    expect(missingFiles('tests/spec-compat/README.md', text)).toEqual([
      expect.stringContaining('`decisions/0003-spec-breaking-change-check.md` names a file'),
    ]);
  });

  it('find a table row after prose, and a table without its delimiter', () => {
    const text = [
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      'A sentence inside the table.',
      '| 3 | 4 |',
      '',
      '| c | d |',
      '| 5 | 6 |',
    ].join('\n');
    expect(brokenTables('README.md', text)).toEqual([
      expect.stringMatching(/^README\.md:5: a table row right after a line of prose/),
      expect.stringMatching(/^README\.md:7: a table must have a \|---\| delimiter/),
    ]);
  });

  it('find a stale count of packages or operations', () => {
    const text =
      'The four public packages; the six packages; the other five packages; all 23 operations; all 24 operations.';
    expect(wrongCounts('README.md', text, { publicPackages: 6, operations: 24 })).toEqual([
      expect.stringContaining('"four public packages", but that is 6'),
      expect.stringContaining('"23 operations", but the spec has 24'),
    ]);
  });
});

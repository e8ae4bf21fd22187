/** The READMEs name the runtime versions the smoke really runs in (`testedVersions`). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testedVersions } from '../src/runtimes';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const runtimesReadme = read('../README.md');
const rootReadme = read('../../../README.md');
const majorMinor = (version: string) => version.split('.').slice(0, 2).join('.');

describe('the tested runtime versions, as the READMEs state them', () => {
  it.each(Object.entries(testedVersions))(
    'tests/runtimes/README.md names %s %s in its table, and installs that version',
    (_runtime, version) => {
      const rows = runtimesReadme.split('\n').filter((line) => line.startsWith('| '));
      expect(rows.filter((row) => row.includes(`@${version}\``))).toHaveLength(1);
      expect(rows.some((row) => row.trimEnd().match(new RegExp(`\\b${version}( \\|)?`)))).toBe(
        true,
      );
    },
  );

  it('the root README names the Node, Bun and Deno versions tested', () => {
    const sentence = /Supported runtimes[\s\S]*?\n\n/.exec(rootReadme)?.[0] ?? '';
    expect(sentence).toContain(
      `tested ${majorMinor(testedVersions.node20)}, ${majorMinor(testedVersions.node22)}, ${majorMinor(testedVersions.node24)})`,
    );
    expect(sentence).toContain(`Bun (${majorMinor(testedVersions.bun)})`);
    expect(sentence).toContain(`Deno (${majorMinor(testedVersions.deno)})`);
    expect(sentence).toContain(`miniflare ${testedVersions.miniflare.split('.')[0]}`);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, siteDir } from './internals/site';

const read = (path: string) => readFileSync(join(distDir, path), 'utf8');
const repoRoot = join(siteDir, '..');

describe('versions and the changelog', () => {
  it('the home page and every page footer name the package version and the spec version', () => {
    const { version } = JSON.parse(
      readFileSync(join(repoRoot, 'packages/client/package.json'), 'utf8'),
    );
    const spec = JSON.parse(read('api/openapi.json')) as { info: { version: string } };
    expect(read('index.html')).toContain(`SDK version <strong>${version}</strong>`);
    expect(read('index.html')).toContain(
      `version <strong>${spec.info.version}</strong> of the API spec`,
    );
    expect(read('operations/listWires.html')).toContain(
      `SDK ${version} · spec ${spec.info.version}`,
    );
  });

  it('the changelog shows every pending changeset with the packages it bumps', () => {
    const pending = readdirSync(join(repoRoot, '.changeset')).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    );
    const page = read('changelog.html');
    expect(page).toContain(`The next release holds ${pending.length} changes`);
    const items = [...page.matchAll(/<li><p class="bumps">(.*?)<\/p>/g)];
    expect(items).toHaveLength(pending.length);
    for (const [, bumps] of items)
      expect(bumps).toMatch(/<code>@marketdata-sdk\/[a-z-]+<\/code> (major|minor|patch)/);
  });
});

describe('CLI commands as the CLI lists them', () => {
  it('every CLI snippet and page names the command without a repeated word (marketdata trades)', () => {
    const operations = JSON.parse(read('snippets.json')) as {
      id: string;
      snippets: { kind: string; code: string }[];
    }[];
    const stutter = /\b([a-z]+) \1\b/;
    for (const { id, snippets } of operations) {
      const cli = snippets.find((s) => s.kind === 'cli')!;
      expect(cli.code, id).toMatch(/^marketdata /m);
      expect(cli.code, id).not.toMatch(stutter);
    }
    expect(read('cli.html')).not.toMatch(/marketdata marketdata/);
    expect(read('operations/listTrades.html')).toContain('marketdata trades AAPL');
  });
});

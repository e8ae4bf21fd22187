import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec } from '../src/exec';
import { type Manifest, pnpmCommand, publicPackages, readJson, repoRoot } from '../src/workspace';

const changesetBin = join(repoRoot, 'node_modules/@changesets/cli/bin.js');

describe('the dry-run publish', () => {
  it('publishes every public package, dependencies first, and nothing private', async () => {
    const pnpm = pnpmCommand();
    const { stdout, stderr } = await exec(
      pnpm.command,
      [...pnpm.args, 'publish', '-r', '--dry-run', '--no-git-checks'],
      { cwd: repoRoot, timeoutMs: 120_000 },
    );
    const output = stdout + stderr;
    const published = [...output.matchAll(/📦 (@marketdata-sdk\/[\w-]+)@/g)].map((m) => m[1]!);
    expect([...published].sort()).toEqual(
      publicPackages()
        .map((pkg) => pkg.name)
        .sort(),
    );
    expect(published.indexOf('@marketdata-sdk/types')).toBe(0);
    expect(published.indexOf('@marketdata-sdk/client')).toBeLessThan(
      published.indexOf('@marketdata-sdk/react-hooks'),
    );
    expect(output).toMatch(/dry run/);
  });
});

describe('changeset version on a copy of the workspace', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'marketdata-release-'));
    for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      cpSync(join(repoRoot, file), join(dir, file));
    }
    for (const pkg of publicPackages()) {
      const target = join(dir, 'packages', pkg.folder);
      mkdirSync(target, { recursive: true });
      cpSync(join(pkg.dir, 'package.json'), join(target, 'package.json'));
    }
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const version = (folder: string) =>
    readJson<Manifest>(join(dir, 'packages', folder, 'package.json')).version;

  it('moves the fixed group together by the bump a changeset asks for', async () => {
    const before = publicPackages()[0]!.manifest.version;
    const [major, minor] = before.split('.').map(Number) as [number, number];
    writeFileSync(
      join(dir, '.changeset/earnings-from.md'),
      '---\n"@marketdata-sdk/types": minor\n---\n\nAdd the `from` parameter to the earnings query.\n',
    );
    await exec(process.execPath, [changesetBin, 'version'], { cwd: dir, timeoutMs: 60_000 });
    const expected = `${major}.${minor + 1}.0`;
    // A major here comes from a peer range that the next minor leaves (a caret range before
    // 1.0): changesets then majors the peer dependent, and the fixed group follows it.
    expect(
      publicPackages().map((pkg) => `${pkg.folder}@${version(pkg.folder)}`),
      'a minor changeset must release the group as a minor; check the peer ranges',
    ).toEqual(publicPackages().map((pkg) => `${pkg.folder}@${expected}`));
    const changelog = readFileSync(join(dir, 'packages/types/CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## ${expected}`);
    expect(changelog).toMatch(
      /### Minor Changes\s+- Add the `from` parameter to the earnings query\./,
    );
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { exec } from '../src/exec';
import { projectSources, scenarioDir, tscPath } from '../src/scenario';
import { createProject, plainEnv } from '../src/tempProject';

let dir: string;

beforeAll(async () => {
  dir = await createProject({
    dir: scenarioDir('types-only'),
    packages: ['@marketdata-sdk/types'],
    sources: projectSources('types-only'),
    tarballs: inject('tarballs'),
  });
});

describe('a types-only TypeScript project with @marketdata-sdk/types alone', () => {
  it('installs no runtime dependency', async () => {
    const manifest = JSON.parse(
      readFileSync(join(dir, 'node_modules/@marketdata-sdk/types/package.json'), 'utf8'),
    );
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
    const { stdout } = await exec('npm', ['ls', '--all', '--json'], { cwd: dir, env: plainEnv() });
    const tree = JSON.parse(stdout) as {
      dependencies: Record<string, { dependencies?: object }>;
    };
    expect(Object.keys(tree.dependencies)).toEqual(['@marketdata-sdk/types']);
    expect(tree.dependencies['@marketdata-sdk/types']?.dependencies ?? {}).toEqual({});
    const installed = readdirSync(join(dir, 'node_modules')).filter((entry) => entry !== '.bin');
    expect(installed.filter((entry) => !entry.startsWith('.'))).toEqual(['@marketdata-sdk']);
  });

  it('uses TypeScript 5.9', async () => {
    const { stdout } = await exec(process.execPath, [tscPath, '--version'], { cwd: dir });
    expect(stdout).toMatch(/^Version 5\.9\./);
  });

  it.each(['bundler', 'node16', 'nodenext'])(
    'type-checks under moduleResolution %s, with the expected errors caught',
    async (mode) => {
      const result = await exec(process.execPath, [tscPath, '-p', `tsconfig.${mode}.json`], {
        cwd: dir,
        allowFailure: true,
      });
      // `@ts-expect-error` lines fail the check if the types resolve to `any` or go missing.
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
  );

  it('resolves the ESM and the CommonJS declarations under nodenext', async () => {
    const { stdout } = await exec(
      process.execPath,
      [tscPath, '-p', 'tsconfig.nodenext.json', '--traceResolution'],
      { cwd: dir },
    );
    const resolved = [
      ...stdout.matchAll(/'@marketdata-sdk\/types' was successfully resolved to '([^']+)'/g),
    ]
      .map((match) => match[1]!.replace(/^.*\/node_modules\/@marketdata-sdk\/types\//, ''))
      .sort();
    expect([...new Set(resolved)]).toEqual(['dist/index.d.cts', 'dist/index.d.ts']);
  });
});

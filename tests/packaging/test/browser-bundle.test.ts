import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { exec } from '../src/exec';
import { projectSources, scenarioDir, tscPath } from '../src/scenario';
import { createProject, plainEnv } from '../src/tempProject';

let dir: string;

beforeAll(async () => {
  dir = await createProject({
    dir: scenarioDir('browser'),
    packages: ['@marketdata-sdk/react-hooks', '@marketdata-sdk/client', '@marketdata-sdk/types'],
    registry: {
      '@tanstack/react-query': '^5.90.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      '@types/react': '^19.0.0',
      '@types/react-dom': '^19.0.0',
    },
    sources: projectSources('browser'),
    tarballs: inject('tarballs'),
  });
});

describe('a web app that uses the hooks from the tarballs', () => {
  it('bundles for the browser with esbuild, from the ESM builds, without Node built-ins', async () => {
    const result = await build({
      absWorkingDir: dir,
      entryPoints: ['src/main.tsx'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      outfile: join(dir, 'dist/main.js'),
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys((result.metafile as Metafile).inputs);
    const ours = inputs.filter((input) => input.includes('node_modules/@marketdata-sdk/'));
    expect(ours).toContain('node_modules/@marketdata-sdk/react-hooks/dist/index.js');
    expect(ours).toContain('node_modules/@marketdata-sdk/client/dist/index.js');
    expect(ours.filter((input) => input.endsWith('.cjs'))).toEqual([]);
    expect(inputs.filter((input) => input.startsWith('node:'))).toEqual([]);
  });

  it('type-checks the component against the installed declarations', async () => {
    const result = await exec(process.execPath, [tscPath, '-p', 'tsconfig.json'], {
      cwd: dir,
      allowFailure: true,
    });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('renders on the server from the installed packages', async () => {
    const { stdout } = await exec(process.execPath, ['ssr.mjs'], { cwd: dir, env: plainEnv() });
    const { html, resolved } = JSON.parse(stdout) as { html: string; resolved: string };
    expect(html).toBe('<p>Loading headlines</p>');
    expect(resolved).toMatch(/react-hooks\/dist\/index\.js$/);
  });
});

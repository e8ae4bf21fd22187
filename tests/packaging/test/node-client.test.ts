import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exec } from '../src/exec';
import { type SandboxProcess, startSandboxBin } from '../src/sandboxProcess';
import { projectSources, scenarioDir } from '../src/scenario';
import { createProject, plainEnv } from '../src/tempProject';

let dir: string;
let sandbox: SandboxProcess;

beforeAll(async () => {
  dir = await createProject({
    dir: scenarioDir('node'),
    packages: ['@marketdata-sdk/client', '@marketdata-sdk/fixtures', '@marketdata-sdk/types'],
    sources: projectSources('node'),
    tarballs: inject('tarballs'),
  });
  sandbox = await startSandboxBin(dir);
});

afterAll(async () => {
  await sandbox?.stop();
});

async function runScript(file: string) {
  const { stdout } = await exec(process.execPath, [file, sandbox.url], {
    cwd: dir,
    env: plainEnv(),
    timeoutMs: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

describe('the client from its tarball, against the sandbox from the fixtures tarball bin', () => {
  it('starts marketdata-sandbox on a free loopback port', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.url).not.toMatch(/:4010$/);
  });

  it.each([
    ['esm.mjs', 'esm', /dist\/index\.js$/],
    ['cjs.cjs', 'cjs', /dist\/index\.cjs$/],
  ])('%s calls every kind of result and error', async (file, format, entry) => {
    const result = await runScript(file);
    expect(result.format).toBe(format);
    expect(result.resolved).toMatch(entry);
    expect(result.tickers).toContain('AAPL');
    expect(result.headlines).toBe(3);
    expect(result.firstHeadlineHasTitle).toBe(true);
    if (format === 'esm') {
      // Iterating takes the largest pages (3 requests of 50 for 120 wires); a Congress page is
      // an object with its next page number, no longer a bare array.
      expect(result.paging).toEqual({
        wires: 120,
        sizesAsked: ['50', '50', '50', '5'],
        congressIsArray: false,
        congressNext: 2,
        congressHasNext: true,
      });
    }
    expect(result.unauthorised).toEqual({
      name: 'AuthenticationError',
      base: true,
      auth: true,
      invalidParam: false,
      statusCode: 4011,
    });
    expect(result.unknownTicker).toMatchObject({
      name: 'InvalidParamError',
      base: true,
      invalidParam: true,
      statusCode: 4012,
    });
    expect(result.inProcessEarnings).toBe(2);
    expect(result.wireTabs).toBeGreaterThan(0);
  });
});

describe('the environment-free entries, as an edge runtime or a worker loads them', () => {
  it.each(['@marketdata-sdk/client', '@marketdata-sdk/fixtures', '@marketdata-sdk/types'])(
    '%s bundles for a neutral platform with no Node built-in',
    async (name) => {
      const result = await build({
        absWorkingDir: dir,
        stdin: { contents: `export * from '${name}';`, resolveDir: dir, loader: 'js' },
        bundle: true,
        platform: 'neutral',
        format: 'esm',
        mainFields: ['module', 'main'],
        conditions: ['worker', 'browser'],
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.some((input) => input.startsWith(`node_modules/${name}/dist/`))).toBe(true);
      expect(inputs.filter((input) => input.startsWith('node:'))).toEqual([]);
    },
  );
});

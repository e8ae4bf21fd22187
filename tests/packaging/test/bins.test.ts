/**
 * The terminal and assistant packages as a user installs them: `@marketdata-sdk/cli` and
 * `@marketdata-sdk/mcp` from their tarballs alone (each brings the rest), their bins run as the
 * READMEs print them, and every public package loads with `import` and with `require`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { operationIds } from '@marketdata-sdk/types/internal';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exec } from '../src/exec';
import { scenarioDir } from '../src/scenario';
import { createProject, plainEnv } from '../src/tempProject';

let dir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = await createProject({
    dir: scenarioDir('bins'),
    packages: ['@marketdata-sdk/cli', '@marketdata-sdk/mcp', '@marketdata-sdk/react-hooks'],
    registry: { '@tanstack/react-query': '^5.108.0', react: '^19.3.1' },
    tarballs: inject('tarballs'),
  });
});

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

const bin = (name: string) => join(dir, 'node_modules', '.bin', name);
const run = (command: string, args: string[]) =>
  exec(command, args, { cwd: dir, env: plainEnv(), timeoutMs: 60_000, allowFailure: true });

describe('the bins from the tarballs, as the READMEs print them', () => {
  it('marketdata --sandbox stocks earnings --ticker AAPL --size 8 prints 8 reports as JSON', async () => {
    const { code, stdout, stderr } = await run(bin('marketdata'), [
      '--sandbox',
      'stocks',
      'earnings',
      '--ticker',
      'AAPL',
      '--size',
      '8',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const reports = JSON.parse(stdout) as { period_name: string }[];
    expect(reports).toHaveLength(8);
    expect(reports[0]?.period_name).toMatch(/^Q[1-4] FY\d{4}$/);
  });

  it('marketdata names a mistyped value and exits 2 before any request', async () => {
    const { code, stderr } = await run(bin('marketdata'), [
      '--sandbox',
      'marketdata',
      'trades',
      '--ticker',
      'AAPL',
      '--count',
      '3',
      '--to',
      '1795421418',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain('--to is in milliseconds; 1795421418 is seconds (pass 1795421418000');
  });

  it('npx -p @marketdata-sdk/fixtures marketdata-sandbox --help runs the installed bin', async () => {
    const { code, stdout } = await run('npx', [
      '--offline',
      '-p',
      '@marketdata-sdk/fixtures',
      'marketdata-sandbox',
      '--help',
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: marketdata-sandbox \[options\]/);
  });

  it('marketdata-mcp --sandbox answers over stdio with one tool per operation, and a call', async () => {
    const env: NodeJS.ProcessEnv = {};
    for (const [key, value] of Object.entries({ ...process.env, ...plainEnv() })) {
      if (value !== undefined) env[key] = value;
    }
    const child = spawn(bin('marketdata-mcp'), ['--sandbox'], {
      cwd: dir,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.push(child);
    type Answer = { id?: number; result?: Record<string, unknown>; error?: unknown };
    const answers = new Map<number, Answer>();
    let buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const message = JSON.parse(buffer.slice(0, newline)) as Answer;
        if (typeof message.id === 'number') answers.set(message.id, message);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    });
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    const answer = async (id: number) => {
      const deadline = Date.now() + 30_000;
      while (!answers.has(id)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no answer ${id}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return answers.get(id)!;
    };
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'packaging', version: '1' },
      },
    });
    expect((await answer(1)).result).toHaveProperty('serverInfo');
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    const tools = (await answer(2)).result?.tools as { name: string }[];
    expect(tools.map((tool) => tool.name).sort()).toEqual([...operationIds].sort());
    send({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'getConsensus', arguments: { ticker: 'AAPL' } },
    });
    const call = (await answer(3)).result as { isError?: boolean; structuredContent?: unknown };
    expect(call.isError ?? false).toBe(false);
    expect(call.structuredContent).toHaveProperty('data');
    child.kill('SIGTERM');
  });
});

describe('every public package loads from its tarball with import and with require', () => {
  const packages = [
    ['@marketdata-sdk/types', 'wireTabs'],
    ['@marketdata-sdk/client', 'createMarketDataClient'],
    ['@marketdata-sdk/react-hooks', 'useListWires'],
    ['@marketdata-sdk/fixtures', 'createSandbox'],
    ['@marketdata-sdk/cli', 'runCli'],
    ['@marketdata-sdk/mcp', 'createMarketDataMcpServer'],
  ] as const;

  it.each(packages)('%s exports %s to ES modules and to CommonJS', async (name, member) => {
    const esm = await run(process.execPath, [
      '--input-type=module',
      '-e',
      `import * as m from '${name}'; console.log(typeof m.${member});`,
    ]);
    expect(esm.stderr).toBe('');
    expect(esm.stdout.trim()).not.toBe('undefined');
    const cjs = await run(process.execPath, [
      '-e',
      `console.log(typeof require('${name}').${member});`,
    ]);
    expect(cjs.stderr).toBe('');
    expect(cjs.stdout.trim()).not.toBe('undefined');
  });
});

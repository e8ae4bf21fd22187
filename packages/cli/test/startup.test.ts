import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bin } from './helpers';

const record = fileURLToPath(new URL('./startup/record.mjs', import.meta.url));
const mcpBin = fileURLToPath(new URL('../../mcp/dist/bin.js', import.meta.url));

/** The modules a run of `node <script> ...args` resolves. */
function loaded(script: string, args: readonly string[]): string[] {
  const out = join(mkdtempSync(join(tmpdir(), 'startup-')), 'loaded.txt');
  const run = spawnSync(process.execPath, ['--import', record, script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, LOADED_OUT: out },
  });
  expect(run.status, run.stderr).toBe(0);
  return readFileSync(out, 'utf8').split('\n').filter(Boolean);
}

describe('start-up loads only what the command needs', () => {
  it('`marketdata --help` loads neither the client, the sandbox nor the output formats', () => {
    const modules = loaded(bin, ['--help']);
    expect(modules.some((url) => url.includes('/cli/dist/bin.js'))).toBe(true);
    const eager = modules.filter((url) =>
      /client\/dist\/index\.js|fixtures\/dist|csv-stringify|jq-wasm|@bomb\.sh|cli-truncate/.test(
        url,
      ),
    );
    expect(eager).toEqual([]);
  });

  it('`marketdata-mcp --version` loads neither the client, the MCP SDK nor the sandbox', () => {
    const modules = loaded(mcpBin, ['--version']);
    const eager = modules.filter((url) =>
      /client\/dist|fixtures\/dist|@modelcontextprotocol|types\/dist/.test(url),
    );
    expect(eager).toEqual([]);
  });
});

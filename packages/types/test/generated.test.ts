import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/generate.mjs', import.meta.url));
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  return { status: result.status, text: `${result.stdout}${result.stderr}` };
};
const stale = mkdtempSync(join(tmpdir(), 'types-drift-'));
afterAll(() => rmSync(stale, { recursive: true, force: true }));

// Generation spawns a TypeScript compiler: allow for a loaded CI machine.
describe('the drift check', () => {
  it('passes: every committed generated file matches the spec', () => {
    const { status, text } = run('--check');
    expect(text).toContain('match the spec');
    expect(status).toBe(0);
  }, 120_000);

  it('fails on an edited generated file, naming it and the command that fixes it', () => {
    writeFileSync(join(stale, 'operations.ts'), '// edited by hand\n');
    const { status, text } = run('--check', '--out', stale);
    expect(status).toBe(1);
    expect(text).toContain('operations.ts');
    expect(text).toContain('Run `npx -y pnpm@12.21.0 generate`');
  }, 120_000);
});

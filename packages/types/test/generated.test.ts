import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/generate.mjs', import.meta.url));

describe('src/generated/openapi.ts', () => {
  it('matches the spec (the drift check passes)', () => {
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toContain('matches the spec');
    expect(result.status).toBe(0);
    // Generation spawns a TypeScript compiler: allow for a loaded CI machine.
  }, 120_000);
});

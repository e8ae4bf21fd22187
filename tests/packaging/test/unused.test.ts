import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exec } from '../src/exec';
import { repoRoot } from '../src/workspace';

const knipBin = fileURLToPath(new URL('../node_modules/knip/bin/knip.js', import.meta.url));

describe('knip (knip.json at the root)', () => {
  it('finds no unused files, exports, types or dependencies in the packages', async () => {
    const result = await exec(process.execPath, [knipBin, '--no-progress', '--no-config-hints'], {
      cwd: repoRoot,
      allowFailure: true,
      timeoutMs: 120_000,
    });
    // knip exits 1 when it finds an issue and prints each with its file and line.
    expect(result.code, result.stdout + result.stderr).toBe(0);
  });

  it('catches an unused export and an unused dependency (checked on a small project)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'knip-probe-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({
          name: 'probe',
          type: 'module',
          exports: './src/index.ts',
          dependencies: { 'left-pad': '1.3.0' },
        }),
      );
      writeFileSync(join(dir, 'src/index.ts'), "export { used } from './helpers';\n");
      writeFileSync(
        join(dir, 'src/helpers.ts'),
        'export const used = 1;\nexport const forgotten = 2;\n',
      );
      const result = await exec(process.execPath, [knipBin, '--no-progress'], {
        cwd: dir,
        allowFailure: true,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/forgotten/);
      expect(result.stdout).toMatch(/left-pad/);
      expect(result.stdout).not.toMatch(/\bused\b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuiltSpec } from '../src/builtSpec';

describe('readBuiltSpec', () => {
  it('reads the built spec', () => {
    expect(readBuiltSpec().openapi).toMatch(/^3\.1/);
  });

  it('says to build when the built spec is missing', () => {
    expect(() => readBuiltSpec(join(import.meta.dirname, 'no-such/openapi.json'))).toThrow(
      /no-such\/openapi\.json is missing: build first with `npx -y pnpm@12\.21\.0 build`/,
    );
  });
});

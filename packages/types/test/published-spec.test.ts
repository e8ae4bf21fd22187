import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import manifest from '../package.json' with { type: 'json' };
import { specVersion } from '../src/index';
import { operationIds } from '../src/internal';

// The build writes dist/openapi.json (tests run after the build).
const published = fileURLToPath(new URL('../dist/openapi.json', import.meta.url));

describe('the published spec (@marketdata-sdk/types/openapi.json)', () => {
  it('is exported by the package and shipped in dist', () => {
    expect(manifest.exports['./openapi.json']).toBe('./dist/openapi.json');
    expect(manifest.files).toContain('dist');
    expect(existsSync(published), 'run the build first').toBe(true);
  });

  it('is the bundled spec these types come from: same version, same operations', () => {
    const spec = JSON.parse(readFileSync(published, 'utf8')) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, { get?: { operationId: string } }>;
    };
    expect(spec.openapi).toMatch(/^3\.1\./);
    expect(spec.info.version).toBe(specVersion);
    expect(Object.values(spec.paths).map((item) => item.get?.operationId)).toEqual([
      ...operationIds,
    ]);
    expect(JSON.stringify(spec)).not.toContain('"$ref":"./');
  });
});

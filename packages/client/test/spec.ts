import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const specPath = createRequire(import.meta.url).resolve('@marketdata-sdk/spec/openapi.json');

/** The bundled spec, built by `@marketdata-sdk/spec` (a dev dependency, so it builds first). */
export function loadSpec(): {
  info: { version: string };
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { examples?: Record<string, { value: unknown }> };
} {
  return JSON.parse(readFileSync(specPath, 'utf8'));
}

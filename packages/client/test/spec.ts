import { readFileSync } from 'node:fs';
import { specPath } from '../scripts/generate-operations.mjs';

/** The bundled spec, built by `@marketdata-sdk/spec` (a dev dependency, so it builds first). */
export function loadSpec(): {
  info: { version: string };
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { examples?: Record<string, { value: unknown }> };
} {
  return JSON.parse(readFileSync(specPath, 'utf8'));
}

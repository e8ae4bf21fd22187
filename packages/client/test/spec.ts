import { readBuiltSpec } from '@marketdata-sdk/test-tools';

/** The bundled spec, built by `@marketdata-sdk/spec` (a dev dependency, so it builds first). */
export function loadSpec(): {
  info: { version: string };
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { examples?: Record<string, { value: unknown }> };
} {
  return readBuiltSpec();
}

import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';

/** The parts of the bundled spec the tests read. */
export interface BundledSpec {
  info: { version: string };
  components: { schemas: Record<string, { enum?: unknown[] }> };
}

/** Bundles spec/openapi.yaml with the root redocly.yaml, as generation does. */
export async function loadBundledSpec(): Promise<BundledSpec> {
  const configPath = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));
  const config = await loadConfig({ configPath });
  const ref = fileURLToPath(new URL('../../../spec/openapi.yaml', import.meta.url));
  const { bundle: document } = await bundle({ ref, config });
  return document.parsed as BundledSpec;
}

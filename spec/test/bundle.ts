import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The generator's own spec readers, so that the tests and the generated code read the spec alike.
export { deref, refTarget } from '../../packages/types/scripts/specTools.mjs';

/** The spec package folder. */
export const specDir = fileURLToPath(new URL('..', import.meta.url));
/** The root redocly.yaml that drives lint, bundle and generation. */
export const configPath = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));
const redocly = join(specDir, 'node_modules', '.bin', 'redocly');

/** Runs the Redocly CLI of this package; returns exit code and output (never throws). */
export function runRedocly(
  args: string[],
  cwd = specDir,
): { code: number; output: string; stdout: string } {
  const result = spawnSync(redocly, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' },
  });
  return {
    code: result.status ?? 1,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    stdout: result.stdout ?? '',
  };
}

/** A loosely typed OpenAPI document, as the tests read it. */
// biome-ignore lint/suspicious/noExplicitAny: the tests walk arbitrary OpenAPI JSON.
export type OpenApiDocument = Record<string, any>;

/** Bundles the current spec sources (not a possibly stale dist) into one JSON document. */
export function bundleSpec(): OpenApiDocument {
  const dir = mkdtempSync(join(tmpdir(), 'marketdata-spec-'));
  try {
    const out = join(dir, 'openapi.json');
    const { code, output } = runRedocly([
      'bundle',
      'main',
      '--config',
      configPath,
      '--ext',
      'json',
      '-o',
      out,
    ]);
    if (code !== 0) throw new Error(`redocly bundle failed:\n${output}`);
    return JSON.parse(readFileSync(out, 'utf8')) as OpenApiDocument;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every operation of the document with its path and method. */
export function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths as OpenApiDocument).flatMap(([path, item]) =>
    Object.entries(item as OpenApiDocument)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({ path, method, operation: operation as OpenApiDocument })),
  );
}

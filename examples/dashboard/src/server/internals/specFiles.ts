import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The bundled OpenAPI document, as far as the server needs it. */
export interface BundledSpec {
  /** `info.version` of the spec. */
  version: string;
  /** The whole document, parsed. */
  document: { paths?: Record<string, unknown>; servers?: unknown[]; [key: string]: unknown };
}

/** The spec package's built files: the bundled spec and the Redoc reference page. */
export interface SpecFiles {
  spec: BundledSpec;
  referenceHtml: string;
}

const require = createRequire(import.meta.url);

/** Where a package's directory is, resolved like an import from this file. */
export function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/**
 * Reads `spec/dist/openapi.json` and `spec/dist/reference/index.html`, failing with the command
 * that builds them when they are missing.
 */
export function loadSpecFiles(
  specDir = join(packageDir('@marketdata-sdk/spec'), 'dist'),
): SpecFiles {
  try {
    const document = JSON.parse(readFileSync(join(specDir, 'openapi.json'), 'utf8'));
    const referenceHtml = readFileSync(join(specDir, 'reference', 'index.html'), 'utf8');
    return { spec: { version: String(document.info?.version ?? ''), document }, referenceHtml };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The spec package is not built (${reason}). Run \`npx -y pnpm@12.21.0 build\` first.`,
    );
  }
}

/** A matcher for the spec's operation paths: `/news/v1/wire/info/{content_id}` → a RegExp. */
export function createApiPathMatcher(paths: Iterable<string>): (pathname: string) => boolean {
  const patterns = [...paths].map((template) => {
    const source = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${source}/?$`);
  });
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

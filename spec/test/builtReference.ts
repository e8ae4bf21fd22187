/**
 * Whether the built API reference (`dist/reference/index.html`) shows the spec as it is now: a
 * page missing or built before the spec changed fails its tests with the command that builds it,
 * not with a bare difference of operation lists or a browser timeout.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type OpenApiDocument, operationsOf, specDir } from './bundle';

/** The built reference page. */
export const referencePage = join(specDir, 'dist', 'reference', 'index.html');

/** The command that bundles the spec and builds the reference. */
export const buildCommand = '`npx -y pnpm@12.21.0 --filter @marketdata-sdk/spec build`';

/** The definition the page embeds for Redoc, or undefined when it has none. */
export function embeddedDefinition(html: string): OpenApiDocument | undefined {
  const embedded = html.match(/const __redoc_definition = (\{.*?\});\n/s)?.[1];
  return embedded === undefined ? undefined : (JSON.parse(embedded) as OpenApiDocument);
}

/** `operationId: summary` of every operation of a document. */
function operationLines(doc: OpenApiDocument): Set<string> {
  return new Set(
    operationsOf(doc).map(({ operation }) => `${operation.operationId}: ${operation.summary}`),
  );
}

/**
 * Why the page at `page` does not show `spec` ('' when it does): it is missing, embeds no
 * definition, or its operations (ids and summaries) differ from the spec's. The reason names
 * what differs and the command to run.
 */
export function staleReference(spec: OpenApiDocument, page: string = referencePage): string {
  if (!existsSync(page)) return `${page} is missing: run ${buildCommand}`;
  const definition = embeddedDefinition(readFileSync(page, 'utf8'));
  if (!definition) return `${page} embeds no definition: run ${buildCommand}`;
  const built = operationLines(definition);
  const wanted = operationLines(spec);
  const lacks = [...wanted].filter((line) => !built.has(line));
  const extra = [...built].filter((line) => !wanted.has(line));
  if (!lacks.length && !extra.length) return '';
  const what = [
    lacks.length ? `it lacks ${lacks.join('; ')}` : '',
    extra.length ? `it still shows ${extra.join('; ')}` : '',
  ]
    .filter(Boolean)
    .join(', and ');
  return `${page} was built before the spec changed (${what}): run ${buildCommand}`;
}

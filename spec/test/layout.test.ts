import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { specDir } from './bundle';

type Yaml = Record<string, Record<string, unknown>>;
type PathRef = { $ref?: unknown };
const read = (file: string) => parse(readFileSync(join(specDir, file), 'utf8')) as Yaml;

/**
 * Path items of `paths/<area>.yaml` that no path of `openapi.yaml` references, each with the
 * line to add. Lint and the bundle never see such a path item: its operation would be missing
 * from everything generated, silently.
 */
function unreferencedPathItems(root: Yaml, areas: Record<string, Yaml>): string[] {
  const referenced = new Set(
    Object.values(root.paths ?? {}).map((item) => String((item as PathRef).$ref)),
  );
  return Object.entries(areas).flatMap(([file, items]) =>
    Object.keys(items)
      .map((key) => `./paths/${file}#/${key}`)
      .filter((ref) => !referenced.has(ref))
      .map(
        (ref) =>
          `spec/${ref.slice(2)} is in no path of spec/openapi.yaml: add its URL path under \`paths\`, as \`/…:\` with \`$ref: ${ref}\` below it`,
      ),
  );
}

describe('layout', () => {
  const areas = Object.fromEntries(
    readdirSync(join(specDir, 'paths')).map((file) => [file, read(join('paths', file))]),
  );

  it('every path item of paths/<area>.yaml is a path of openapi.yaml', () => {
    expect(unreferencedPathItems(read('openapi.yaml'), areas)).toEqual([]);
  });

  it('a path item left out of openapi.yaml is named, with the line to add', () => {
    const root = read('openapi.yaml');
    const paths = { ...root.paths };
    expect(paths['/securities/stock/profile']).toBeDefined();
    delete paths['/securities/stock/profile'];
    expect(unreferencedPathItems({ ...root, paths }, areas)).toEqual([
      'spec/paths/stocks.yaml#/profile is in no path of spec/openapi.yaml: add its URL path under `paths`, as `/…:` with `$ref: ./paths/stocks.yaml#/profile` below it',
    ]);
  });

  it('each operation holds its success example inline, beside its parameters', () => {
    // Only the statements' example, the whole tree of lines that the statements tests read by
    // name, is a component.
    const referenced = Object.entries(areas).flatMap(([file, items]) =>
      Object.entries(items).flatMap(([key, item]) => {
        const answer = (item as Yaml).get?.responses as Yaml | undefined;
        const examples = (answer?.['200'] as Yaml | undefined)?.content as Yaml | undefined;
        const success = (examples?.['application/json']?.examples as Yaml | undefined)?.success;
        return success?.$ref ? [`${file}#/${key}: ${String(success.$ref)}`] : [];
      }),
    );
    expect(referenced).toEqual([
      'stocks.yaml#/statements: ../components/examples/statements.yaml#/GetFinancialStatementsSuccess',
    ]);
  });
});

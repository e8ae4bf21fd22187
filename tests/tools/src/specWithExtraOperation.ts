import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const skipped = /[/\\](node_modules|dist|reports|\.turbo)([/\\]|$)/;

/** The operation {@link specWithExtraOperation} adds: a calendar list nobody has written code for. */
export const extraOperation = {
  operationId: 'listMarketHolidays',
  path: '/calendar/holidays',
  area: 'calendar',
} as const;

/**
 * Copies the spec and `redocly.yaml` into a temporary folder and adds one operation to the
 * copy, as a maintainer would when the service grows. Returns the copy's `redocly.yaml`.
 */
export function specWithExtraOperation(): { dir: string; configPath: string } {
  const dir = mkdtempSync(join(tmpdir(), 'marketdata-spec-'));
  cpSync(join(repoRoot, 'spec'), join(dir, 'spec'), {
    recursive: true,
    filter: (src) => !skipped.test(src),
  });
  cpSync(join(repoRoot, 'redocly.yaml'), join(dir, 'redocly.yaml'));
  // A copy of the IPO calendar's path item under a new name: a valid, fully documented
  // operation whose schemas exist, as a maintainer's first draft of a new one would be.
  const pathsFile = join(dir, 'spec/paths/calendar.yaml');
  const paths = parse(readFileSync(pathsFile, 'utf8')) as Record<
    string,
    { get: Record<string, unknown> }
  >;
  const draft = structuredClone(paths.ipo!);
  Object.assign(draft.get, {
    operationId: extraOperation.operationId,
    summary: 'List the exchange holidays around a date',
    description: 'Returns the days around a date on which US exchanges are closed.',
  });
  paths.holidays = draft;
  writeFileSync(pathsFile, stringify(paths));
  const rootFile = join(dir, 'spec/openapi.yaml');
  const root = parse(readFileSync(rootFile, 'utf8')) as { paths: Record<string, unknown> };
  root.paths[extraOperation.path] = { $ref: './paths/calendar.yaml#/holidays' };
  writeFileSync(rootFile, stringify(root));
  return { dir, configPath: join(dir, 'redocly.yaml') };
}

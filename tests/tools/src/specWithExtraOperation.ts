import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
 * The paged operation {@link specWithExtraOperation} adds beside {@link extraOperation}: an
 * ownership list paged by `page` and `size`, so that its infinite query is generated too.
 */
export const pagedExtraOperation = {
  operationId: 'listInstitutionalTrades',
  path: '/ownership/institutional',
  area: 'ownership',
} as const;

/** Adds a copy of `from`'s path item in `file` under `key`, with its new id and words. */
function addPathItem(
  dir: string,
  file: string,
  from: string,
  key: string,
  words: { operationId: string; path: string; summary: string; description: string },
) {
  const pathsFile = join(dir, 'spec/paths', file);
  const paths = parse(readFileSync(pathsFile, 'utf8')) as Record<
    string,
    { get: Record<string, unknown> }
  >;
  const draft = structuredClone(paths[from]!);
  const { path, ...operation } = words;
  Object.assign(draft.get, operation);
  paths[key] = draft;
  writeFileSync(pathsFile, stringify(paths));
  const rootFile = join(dir, 'spec/openapi.yaml');
  const root = parse(readFileSync(rootFile, 'utf8')) as { paths: Record<string, unknown> };
  root.paths[path] = { $ref: `./paths/${file}#/${key}` };
  writeFileSync(rootFile, stringify(root));
}

/**
 * Copies the spec and `redocly.yaml` into a temporary folder and adds two operations to the
 * copy, as a maintainer would when the service grows: {@link extraOperation} and the paged
 * {@link pagedExtraOperation}. Returns the copy's `redocly.yaml`.
 */
export function specWithExtraOperation(): { dir: string; configPath: string } {
  const dir = mkdtempSync(join(tmpdir(), 'marketdata-spec-'));
  cpSync(join(repoRoot, 'spec'), join(dir, 'spec'), {
    recursive: true,
    filter: (src) => !skipped.test(src),
  });
  cpSync(join(repoRoot, 'redocly.yaml'), join(dir, 'redocly.yaml'));
  // Copies of existing path items under new names: valid, fully documented operations whose
  // schemas exist, as a maintainer's first draft of a new one would be.
  addPathItem(dir, 'calendar.yaml', 'ipo', 'holidays', {
    operationId: extraOperation.operationId,
    path: extraOperation.path,
    summary: 'List the exchange holidays around a date',
    description: 'Returns the days around a date on which US exchanges are closed.',
  });
  addPathItem(dir, 'ownership.yaml', 'insider', 'institutional', {
    operationId: pagedExtraOperation.operationId,
    path: pagedExtraOperation.path,
    summary: 'List trades by institutions',
    description: 'Returns the disclosed trades of a stock by institutions, one page at a time.',
  });
  return { dir, configPath: join(dir, 'redocly.yaml') };
}

/** The two generated modules the command line and the MCP server are built from. */
export interface GeneratedFromCopy {
  /** `operations.ts`: the rows (`operationRows`, keyed by operationId). */
  readonly operations: Record<string, unknown>;
  /** `operationDocs.ts`: `operationDocs` and `schemaDefs`. */
  readonly docs: Record<string, unknown>;
  /**
   * A copy of `packages/types/src` whose `generated/` comes from the spec copy: its `index.ts`
   * and `internal.ts` stand in for `@marketdata-sdk/types` and `@marketdata-sdk/types/internal`.
   */
  readonly typesSrc: string;
  /**
   * The generated files of the other packages from the spec copy, by package and file name
   * (`client/resources.ts`, `react-hooks/hooks.ts`): each a module whose imports of its package's
   * own source are absolute paths into the repository, and of the rows the copy's, so that it
   * stands in for that package's `src/generated/<file>`.
   */
  readonly packageFiles: Record<string, string>;
  /** The sandbox's parameter checks generated from the copy (a module path). */
  readonly paramChecks: string;
}

/** The packages besides the types whose `src/generated/` the generator writes. */
const generatedPackages = ['client', 'react-hooks'] as const;

/**
 * Runs the one generator on a spec copy from {@link specWithExtraOperation}, writes its files
 * into a copy of the types package's source and loads the rows and the operation docs, as a
 * maintainer's `generate` would produce them.
 */
export async function generateWithExtraOperation(): Promise<GeneratedFromCopy> {
  const { dir, configPath } = specWithExtraOperation();
  const typesSrc = join(dir, 'types/src');
  cpSync(join(repoRoot, 'packages/types/src'), typesSrc, {
    recursive: true,
    filter: (src) => !/[/\\]generated([/\\]|$)|\.test(-d)?\.ts$/.test(src),
  });
  const outDir = join(typesSrc, 'generated');
  const generator: string = join(repoRoot, 'packages/types/scripts/generate.mjs');
  const { generate } = (await import(generator)) as {
    generate(options: {
      configPath: string;
      outDir: string;
      target?: string;
    }): Promise<{ files: Record<string, string> }>;
  };
  const { files } = await generate({ configPath, outDir });
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  const packageFiles: Record<string, string> = {};
  for (const target of generatedPackages) {
    const dirOf = join(dir, target, 'generated');
    const generated = await generate({ configPath, outDir: dirOf, target });
    mkdirSync(dirOf, { recursive: true });
    const src = join(repoRoot, 'packages', target, 'src');
    for (const [name, text] of Object.entries(generated.files)) {
      const file = join(dirOf, name);
      const posix = (path: string) => path.split('\\').join('/');
      writeFileSync(
        file,
        text
          .replaceAll("from '../", `from '${posix(src)}/`)
          .replaceAll(
            "from '@marketdata-sdk/types/internal'",
            `from '${posix(typesSrc)}/internal'`,
          ),
      );
      packageFiles[`${target}/${name}`] = file;
    }
  }
  // The sandbox checks parameters with validators generated from the spec's parameter schemas
  // by its own generator: regenerate them from the copy too.
  const fixturesScripts: string = join(repoRoot, 'packages/fixtures/scripts/generate.mjs');
  const { render } = (await import(fixturesScripts)) as {
    render(options: { configPath: string }): Promise<string>;
  };
  const paramChecks = join(dir, 'fixtures/paramChecks.ts');
  const formats = join(repoRoot, 'packages/fixtures/src/internals/service/paramFormats');
  mkdirSync(dirname(paramChecks), { recursive: true });
  writeFileSync(
    paramChecks,
    (await render({ configPath })).replace(
      "'../internals/service/paramFormats'",
      JSON.stringify(formats),
    ),
  );
  return {
    paramChecks,
    operations: await import(join(outDir, 'operations.ts')),
    docs: await import(join(outDir, 'operationDocs.ts')),
    typesSrc,
    packageFiles,
  };
}

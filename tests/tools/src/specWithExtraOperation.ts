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

// biome-ignore lint/suspicious/noExplicitAny: a draft walks arbitrary OpenAPI YAML.
type Yaml = Record<string, any>;
const readYaml = (file: string) => parse(readFileSync(file, 'utf8')) as Yaml;

/**
 * Adds a path item to `file` under `key`, drafted from `from`'s with the new id and words (and
 * `edit` for anything else), and references it from the `paths` of `openapi.yaml`.
 */
function addPathItem(
  dir: string,
  file: string,
  from: string,
  key: string,
  words: { operationId: string; path: string; summary: string; description: string },
  edit: (operation: Yaml) => void = () => {},
) {
  const pathsFile = join(dir, 'spec/paths', file);
  const paths = readYaml(pathsFile);
  const draft = structuredClone(paths[from]!);
  const { path, ...operation } = words;
  Object.assign(draft.get, operation);
  edit(draft.get);
  paths[key] = draft;
  writeFileSync(pathsFile, stringify(paths));
  const rootFile = join(dir, 'spec/openapi.yaml');
  const root = readYaml(rootFile);
  root.paths[path] = { $ref: `./paths/${file}#/${key}` };
  writeFileSync(rootFile, stringify(root));
}

/**
 * {@link extraOperation} as CONTRIBUTING.md's "Adding an operation" writes one: its schemas
 * (`MarketHoliday` and the envelope `ListMarketHolidaysResponse`) in the area's schema file, and
 * a path item whose 200 answer names the envelope and holds its success example inline.
 */
function addMarketHolidays(dir: string) {
  const schemasFile = join(dir, 'spec/components/schemas/calendar.yaml');
  const schemas = readYaml(schemasFile);
  schemas.MarketHoliday = {
    type: 'object',
    description: 'A day on which a US exchange is closed.',
    required: ['date', 'exchange', 'name'],
    properties: {
      date: { type: 'string', format: 'date', description: 'The day, `YYYY-MM-DD`.' },
      exchange: { type: 'string', description: 'The exchange that is closed.' },
      name: { type: 'string', description: 'The holiday, as the exchange names it.' },
    },
  };
  const envelope = structuredClone(schemas.ListIpoCalendarResponse);
  envelope.description = 'Success envelope of `listMarketHolidays`.';
  envelope.properties.data.properties.data.items = { $ref: '#/MarketHoliday' };
  schemas.ListMarketHolidaysResponse = envelope;
  writeFileSync(schemasFile, stringify(schemas));
  addPathItem(
    dir,
    'calendar.yaml',
    'ipo',
    'holidays',
    {
      operationId: extraOperation.operationId,
      path: extraOperation.path,
      summary: 'List the exchange holidays around a date',
      description: 'Returns the days around a date on which US exchanges are closed.',
    },
    (operation) => {
      const answer = operation.responses['200'].content['application/json'];
      answer.schema.anyOf[0].$ref =
        '../components/schemas/calendar.yaml#/ListMarketHolidaysResponse';
      answer.examples.success = {
        summary: 'The holiday before 2027-01-05',
        value: {
          data: { data: [{ date: '2027-01-01', exchange: 'NYSE', name: "New Year's Day" }] },
          status_code: 0,
          status_msg: 'success',
        },
      };
    },
  );
}

/**
 * Copies the spec and `redocly.yaml` into a temporary folder and adds two operations to the
 * copy, as a maintainer would when the service grows: {@link extraOperation}, written in the
 * layout CONTRIBUTING.md gives (three spec files: its path item with its success example, its
 * line in `openapi.yaml`, its schemas), and the paged {@link pagedExtraOperation}, a copy of
 * an existing path item. Returns the copy's `redocly.yaml`.
 */
export function specWithExtraOperation(): { dir: string; configPath: string } {
  const dir = mkdtempSync(join(tmpdir(), 'marketdata-spec-'));
  cpSync(join(repoRoot, 'spec'), join(dir, 'spec'), {
    recursive: true,
    filter: (src) => !skipped.test(src),
  });
  cpSync(join(repoRoot, 'redocly.yaml'), join(dir, 'redocly.yaml'));
  addMarketHolidays(dir);
  // A copy of an existing path item under a new name: a valid, fully documented operation whose
  // schemas exist, as a maintainer's first draft of a new one would be.
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
  /** The copy's `redocly.yaml`, to lint or bundle the copy. */
  readonly configPath: string;
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
    configPath,
    paramChecks,
    operations: await import(join(outDir, 'operations.ts')),
    docs: await import(join(outDir, 'operationDocs.ts')),
    typesSrc,
    packageFiles,
  };
}

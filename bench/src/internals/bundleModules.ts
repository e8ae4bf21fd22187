/**
 * Where a bundle's bytes come from: esbuild's metafile names every module that reached the
 * output and the minified bytes it left there; rebuilding with one module's code taken out says
 * what it costs after gzip.
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { benchDir } from './paths';

/** Modules of a React + TanStack Query app itself, left out of a hook's breakdown. */
const APP_BASE =
  /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|scheduler|@tanstack)\//;

/** One module of a bundle: the minified bytes it left in the output, and its cost after gzip. */
export interface ModuleBytes {
  /** The module, as `client/src/internals/send.ts` for the workspace's packages. */
  module: string;
  /** Its minified bytes in the output. */
  bytes: number;
  /**
   * How much smaller the gzipped bundle is without this module and what only it brings in
   * (`NaN` when not measured).
   */
  gzip: number;
}

/** A module's path shown without the machine's folders: `client/src/errors.ts`. */
const shortName = (path: string) =>
  path === '<stdin>'
    ? 'the app entry'
    : path.replace(/^.*?packages\//, '').replace(/^.*node_modules\//, '');

/** Bundles an entry as the sizes suite measures it, from the packages' TypeScript source. */
export function bundle(contents: string, extra: Partial<BuildOptions> = {}) {
  return build({
    stdin: { contents, resolveDir: benchDir, loader: 'js', sourcefile: '<stdin>' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@marketdata-sdk/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: benchDir,
    write: false,
    logLevel: 'silent',
    ...extra,
  });
}

const gzipped = (code: Uint8Array | undefined) =>
  gzipSync(code ?? new Uint8Array(), { level: 9 }).length;

/** The names a module exports (its values; types are gone once compiled). */
async function exportsOf(path: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path],
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs)[0]?.exports ?? [];
}

/** Replaces each module of `stubs` (absolute path → export names) by one that exports the same names, all `undefined`. */
function without(stubs: Map<string, string[]>): Plugin {
  const stub = (names: string[]) =>
    names
      .map((name) =>
        name === 'default' ? 'export default undefined;' : `export const ${name} = undefined;`,
      )
      .join('\n');
  return {
    name: 'without-modules',
    setup(b) {
      b.onLoad({ filter: /.*/ }, (args) => {
        const names = stubs.get(args.path);
        return names === undefined ? undefined : { contents: stub(names), loader: 'js' };
      });
    },
  };
}

/**
 * The minified and gzipped bytes of an entry with the code of `modules` (paths from `packages/`,
 * as `client/src/internals/log.ts`) taken out: each replaced by a module exporting the same
 * names as `undefined`. The calls into them stay, so the result slightly overstates what a
 * bundle without them would weigh.
 */
export async function bundleWithout(contents: string, modules: readonly string[]) {
  const stubs = new Map<string, string[]>();
  for (const module of modules) {
    const absolute = resolve(benchDir, '../packages', module);
    stubs.set(absolute, await exportsOf(absolute));
  }
  const result = await bundle(contents, { plugins: [without(stubs)] });
  const code = result.outputFiles?.[0]?.contents;
  return { minified: code?.length ?? 0, gzip: gzipped(code) };
}

/**
 * The modules of an entry's bundle (minified, browser, ESM, as the sizes are measured) with the
 * bytes each left in the output and its cost after gzip, largest first, without React, React
 * DOM and TanStack Query. Bundled from the packages' TypeScript source, so that each module is
 * named (the built `dist/` merges modules into chunks); the code is the same. Gzip is not
 * additive: a module's cost (with `costs`) is what the bundle saves without it, everything else
 * kept, so a module that alone brings others in counts them too.
 */
export async function bundleModules(contents: string, costs = true): Promise<ModuleBytes[]> {
  const whole = await bundle(contents, { metafile: true });
  const size = gzipped(whole.outputFiles?.[0]?.contents);
  const output = Object.values(whole.metafile?.outputs ?? {})[0];
  const modules: ModuleBytes[] = [];
  for (const [path, input] of Object.entries(output?.inputs ?? {})) {
    if (input.bytesInOutput === 0 || APP_BASE.test(path)) continue;
    let gzip = Number.NaN;
    if (costs && path !== '<stdin>') {
      const absolute = resolve(benchDir, path);
      const rest = await bundle(contents, {
        plugins: [without(new Map([[absolute, await exportsOf(absolute)]]))],
      });
      gzip = size - gzipped(rest.outputFiles?.[0]?.contents);
    }
    modules.push({ module: shortName(path), bytes: input.bytesInOutput, gzip });
  }
  return modules.sort((a, b) => b.bytes - a.bytes);
}

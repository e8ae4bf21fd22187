/**
 * Child entries are bundled once per harness process with esbuild (workspace packages from their
 * TypeScript source, third-party packages left to Node), so that every child starts as plain
 * JavaScript in a fraction of the time a TypeScript loader needs.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { benchDir } from './paths';

const childNames = [
  'server.ts',
  'loadgen.ts',
  'clientLoad.ts',
  'clientSideBySide.ts',
  'sharedWorker.ts',
  'relayServer.ts',
  'relaySubscribers.ts',
];

let compiled: Promise<string> | undefined;

/** Leaves every bare import outside the workspace to Node's resolution from `bench/`. */
const externalThirdParty: Plugin = {
  name: 'external-third-party',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@marketdata-sdk/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Under bench/.tmp (git-ignored) so that Node resolves third-party imports from bench/node_modules.
const outdir = join(benchDir, '.tmp', `children-${process.pid}`);

/** Removes the compiled children; the next `compiledChild` compiles them again. */
export function disposeCompiledChildren(): void {
  compiled = undefined;
  rmSync(outdir, { recursive: true, force: true });
}

async function compileAll(): Promise<string> {
  process.once('exit', disposeCompiledChildren);
  await build({
    entryPoints: childNames.map((name) => join(benchDir, 'src/children', name)),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@marketdata-sdk/source'],
    plugins: [externalThirdParty],
    logLevel: 'silent',
  });
  return outdir;
}

/** The path of the compiled `src/children/<name>`, compiling every child on first use. */
export async function compiledChild(name: string): Promise<string> {
  if (!childNames.includes(name)) throw new Error(`unknown child entry "${name}"`);
  compiled ??= compileAll();
  return join(await compiled, name.replace(/\.ts$/, '.mjs'));
}

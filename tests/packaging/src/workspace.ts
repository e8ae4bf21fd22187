/** Where things are in this repository, and its public packages. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A package.json as read from disk. */
export type Manifest = Record<string, unknown> & { name: string; version: string };

/** A public workspace package. */
export interface PublicPackage {
  /** Its npm name, e.g. `@marketdata-sdk/client`. */
  name: string;
  /** Its folder name under `packages/`. */
  folder: string;
  /** Absolute path of its folder. */
  dir: string;
  /** Its package.json. */
  manifest: Manifest;
}

/** Reads a JSON file. */
export function readJson<TValue = Manifest>(path: string): TValue {
  return JSON.parse(readFileSync(path, 'utf8')) as TValue;
}

/** Every package under `packages/` that is not private, sorted by folder. */
export function publicPackages(): PublicPackage[] {
  const root = join(repoRoot, 'packages');
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = join(root, entry.name);
      return { name: '', folder: entry.name, dir, manifest: readJson(join(dir, 'package.json')) };
    })
    .filter((entry) => entry.manifest.private !== true)
    .map((entry) => ({ ...entry, name: entry.manifest.name }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The packages this project publishes, by folder. */
export const expectedPublicFolders = ['cli', 'client', 'fixtures', 'mcp', 'react-hooks', 'types'];

/**
 * The pnpm command line: the running pnpm when started by it (turbo, `pnpm test`), else the
 * pinned version through npx.
 */
export function pnpmCommand(): { command: string; args: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return execPath.endsWith('.js') || execPath.endsWith('.cjs')
      ? { command: process.execPath, args: [execPath] }
      : { command: execPath, args: [] };
  }
  return { command: 'npx', args: ['-y', 'pnpm@12.21.0'] };
}

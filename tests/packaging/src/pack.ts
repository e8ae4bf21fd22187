/** Packs the public packages with pnpm, which rewrites `workspace:` ranges as publishing does. */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from './exec';
import { type PublicPackage, pnpmCommand, publicPackages } from './workspace';

/** Tarball paths by package name. */
export type Tarballs = Record<string, string>;

async function packOne(pkg: PublicPackage, destination: string): Promise<string> {
  const pnpm = pnpmCommand();
  const before = new Set(readdirSync(destination));
  const args = [...pnpm.args, 'pack', '--pack-destination', destination];
  try {
    await exec(pnpm.command, args, { cwd: pkg.dir });
  } catch {
    // A concurrent `pnpm install` elsewhere in the workspace can make one pack fail; retry once.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await exec(pnpm.command, args, { cwd: pkg.dir });
  }
  const created = readdirSync(destination).filter((file) => !before.has(file));
  const tarball = created.find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack of ${pkg.name} wrote no tarball to ${destination}`);
  return join(destination, tarball);
}

/**
 * Packs every public package into `destination`, one at a time (they share the directory).
 *
 * @example
 * ```ts
 * const tarballs = await packAll('/tmp/tarballs');
 * tarballs['@marketdata-sdk/client']; // '/tmp/tarballs/marketdata-sdk-client-0.0.0.tgz'
 * ```
 */
export async function packAll(destination: string): Promise<Tarballs> {
  mkdirSync(destination, { recursive: true });
  const tarballs: Tarballs = {};
  for (const pkg of publicPackages()) tarballs[pkg.name] = await packOne(pkg, destination);
  return tarballs;
}

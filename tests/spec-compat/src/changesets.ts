/**
 * Reads the pending changesets (`.changeset/*.md`) and the bump they give one package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import parseChangeset from '@changesets/parse';
import { type BumpLevel, bumpLevels, maxLevel } from './diff';

/** One pending changeset that names the package. */
export interface PendingChangeset {
  /** The file name inside `.changeset/`. */
  file: string;
  /** The bump it asks for the package. */
  bump: BumpLevel;
}

/** The package's pending changesets and the highest bump among them. */
export interface PendingBump {
  /** Highest bump that the pending changesets give the package (`none` without any). */
  bump: BumpLevel;
  /** The changesets that name the package. */
  changesets: PendingChangeset[];
}

/**
 * Reads every changeset in `changesetDir` and returns the bump they give `packageName`.
 * Only changesets that name the package count, so that its changelog explains the change.
 */
export function pendingBump(changesetDir: string, packageName: string): PendingBump {
  const files = readdirSync(changesetDir)
    .filter((file) => file.endsWith('.md') && file.toLowerCase() !== 'readme.md')
    .sort();
  const changesets: PendingChangeset[] = [];
  for (const file of files) {
    let releases: { name: string; type: string }[];
    try {
      releases = parseChangeset(readFileSync(join(changesetDir, file), 'utf8')).releases;
    } catch (error) {
      throw new Error(`.changeset/${file} is not a valid changeset: ${(error as Error).message}`);
    }
    for (const release of releases) {
      if (!bumpLevels.includes(release.type as BumpLevel)) {
        throw new Error(
          `.changeset/${file} gives ${release.name} the bump "${release.type}"; ` +
            'use major, minor, patch or none',
        );
      }
      if (release.name === packageName && release.type !== 'none') {
        changesets.push({ file, bump: release.type as BumpLevel });
      }
    }
  }
  const bump = changesets.reduce<BumpLevel>((level, entry) => maxLevel(level, entry.bump), 'none');
  return { bump, changesets };
}

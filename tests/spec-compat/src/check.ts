/**
 * The breaking-change check: the current bundled spec against the last released one, and the
 * bump that the pending changesets give `@marketdata-sdk/types`.
 */
import { readFileSync } from 'node:fs';
import { type PendingChangeset, pendingBump } from './changesets';
import { type BumpLevel, bumpLevels, diffSpecs, requiredBump, type SpecChange } from './diff';
import { specFacts } from './spec-facts';

/** The package whose version follows the spec. */
const typesPackage = '@marketdata-sdk/types';

/** Where the check reads from. */
export interface CompatInputs {
  /** The last released bundled spec (the committed baseline). */
  baselinePath: string;
  /** The current bundled spec (`spec/dist/openapi.json`). */
  currentPath: string;
  /** The `.changeset` directory holding the pending changesets. */
  changesetDir: string;
  /** The package whose bump is checked; `@marketdata-sdk/types` unless told. */
  packageName?: string;
}

/** The check's verdict. */
export interface CompatReport {
  /** Whether the pending changesets bump the package at least as much as the changes need. */
  ok: boolean;
  /** The bump the spec changes need. */
  required: BumpLevel;
  /** The bump the pending changesets give. */
  declared: BumpLevel;
  /** Every change found, strongest first. */
  changes: SpecChange[];
  /** The changesets that name the package. */
  changesets: PendingChangeset[];
}

function readJson(path: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the ${what} at ${path}: ${(error as Error).message}`);
  }
}

/** Runs the check. */
export function checkSpecCompat(inputs: CompatInputs): CompatReport {
  const released = specFacts(readJson(inputs.baselinePath, 'released spec baseline'));
  const current = specFacts(readJson(inputs.currentPath, 'current bundled spec'));
  const changes = diffSpecs(released, current).sort(
    (a, b) => bumpLevels.indexOf(b.level) - bumpLevels.indexOf(a.level),
  );
  const required = requiredBump(changes);
  const pending = pendingBump(inputs.changesetDir, inputs.packageName ?? typesPackage);
  const ok = bumpLevels.indexOf(pending.bump) >= bumpLevels.indexOf(required);
  return { ok, required, declared: pending.bump, changes, changesets: pending.changesets };
}

/** A human-readable account of a report, naming what to do when it fails. */
export function formatReport(report: CompatReport, packageName = typesPackage): string {
  const lines = report.changes.map(
    (change) => `  ${change.level.padEnd(5)} ${change.subject} ${change.where}: ${change.message}`,
  );
  const summary =
    report.changes.length === 0
      ? 'The spec has not changed since the last release.'
      : `${report.changes.length} change(s) since the last release:`;
  const verdict = report.ok
    ? `OK: the pending changesets bump ${packageName} ${report.declared}; the spec needs ${report.required}.`
    : `FAIL: the spec needs a ${report.required} bump of ${packageName}, but the pending ` +
      `changesets give ${report.declared}. Add one: npx -y pnpm@12.21.0 changeset ` +
      `(pick ${report.required} for ${packageName} and say what changed for users).`;
  return [summary, ...lines, verdict].join('\n');
}

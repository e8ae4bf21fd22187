/** The shape every benchmark suite returns, rendered into RESULTS.md by `renderReport`. */

/** A table of already formatted cells. */
export interface ResultTable {
  /** A short caption shown above the table. */
  caption: string;
  /** Column headers. */
  headers: string[];
  /** Rows of cells, each as long as `headers`. */
  rows: string[][];
}

/** One target of the project checked against a measured value. */
export interface TargetCheck {
  /** What is measured, e.g. `sandbox req/s vs bare (32 connections)`. */
  name: string;
  /** The target as a human-readable rule, e.g. `≥ 0.33×`. */
  target: string;
  /** The measured value, formatted. */
  measured: string;
  /** Whether the target was met; `null` when it could not be measured in this run. */
  met: boolean | null;
}

/** What one suite measured. */
export interface SuiteResult {
  /** The suite id used by `--only`. */
  id: string;
  /** A heading for the report. */
  title: string;
  /** Tables of medians and ratios. */
  tables: ResultTable[];
  /** Targets checked against this run's numbers. */
  targets: TargetCheck[];
  /** Method notes and observations, one paragraph each. */
  notes: string[];
  /** Wall time the suite took, in milliseconds. */
  elapsedMs: number;
  /** Set when the suite could not run (e.g. a package under test is missing). */
  error?: string;
}

/** A check whose `met` is computed from a number and a predicate, `null` when not finite. */
export function check(
  name: string,
  target: string,
  value: number,
  measured: string,
  pass: (value: number) => boolean,
): TargetCheck {
  if (!Number.isFinite(value)) return { name, target, measured: 'n/a', met: null };
  return { name, target, measured, met: pass(value) };
}

/** Command-line options of `pnpm bench`. */

/** Every suite id, in the order a full run executes them. */
export const suiteIds = [
  'server-throughput',
  'server-memory',
  'sandbox-fetch-cpu',
  'client-overhead',
  'client-throughput',
  'rate-limited-job',
  'many-processes',
  'dashboard-cache',
  'wire-relay',
  'bundle-size',
] as const;

/** One suite id. */
export type SuiteId = (typeof suiteIds)[number];

/** Parsed options. */
export interface BenchArgs {
  /** The suites to run (all by default). */
  only: SuiteId[];
  /** Tiny counts and durations, for a smoke run (numbers are not meaningful). */
  quick: boolean;
  /** Where to write the Markdown report. */
  out: string;
  /** Interleaved repeats of every measurement (the settings' own counts when absent). */
  repeats?: number;
}

/** Parses `--only=a,b`, `--quick`, `--out=path` and `--repeats=n`; throws on anything else. */
export function parseArgs(argv: readonly string[], defaultOut: string): BenchArgs {
  const args: BenchArgs = { only: [...suiteIds], quick: false, out: defaultOut };
  for (const arg of argv) {
    if (arg === '--') continue;
    const [key, value] = splitArg(arg);
    if (key === '--quick') args.quick = true;
    else if (key === '--out' && value) args.out = value;
    else if (key === '--only' && value) args.only = parseOnly(value);
    else if (key === '--repeats' && value) args.repeats = parseRepeats(value);
    else
      throw new Error(
        `Unknown argument "${arg}". Use --only=<ids>, --quick, --out=<file>, --repeats=<n>.`,
      );
  }
  return args;
}

function splitArg(arg: string): [string, string | undefined] {
  const at = arg.indexOf('=');
  return at === -1 ? [arg, undefined] : [arg.slice(0, at), arg.slice(at + 1)];
}

function parseOnly(value: string): SuiteId[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of ids) {
    if (!(suiteIds as readonly string[]).includes(id)) {
      throw new Error(`--only: unknown suite "${id}"; known suites: ${suiteIds.join(', ')}.`);
    }
  }
  return suiteIds.filter((id) => ids.includes(id));
}

function parseRepeats(value: string): number {
  const repeats = Number(value);
  if (!Number.isInteger(repeats) || repeats < 1 || repeats > 20) {
    throw new Error(`--repeats: must be an integer from 1 to 20, got "${value}".`);
  }
  return repeats;
}

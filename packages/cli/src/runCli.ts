import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Env } from './internals/connect';
import { type GlobalOptions, MAX_TIMER_MS, positiveInt, type Runner } from './internals/context';
import { exitCodes } from './internals/exitCodes';
import { exportCommand } from './internals/exportCommand';
import { formats } from './internals/formats';
import { operationCommand } from './internals/operationCommand';
import { type CliOperation, cliOperations, PROGRAM } from './internals/operations';
import { type OutputWatch, watchOutput } from './internals/outputGone';
import { openPager, type Pager } from './internals/pager';
import type { Sink } from './internals/present';
import { packageVersion } from './internals/version';
import { watchCommand } from './internals/watchCommand';

/**
 * A writable stream as the command writes to it; `isTTY` picks the default format and the
 * progress bar, `columns` the width a table fits.
 */
export type CliStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

/** Where a run reads and writes; the defaults are the process's own. */
export interface CliIo {
  /** Results go here (default `process.stdout`). */
  stdout?: CliStream;
  /** Errors, warnings and the progress bar go here (default `process.stderr`). */
  stderr?: CliStream;
  /** The environment (default `process.env`): `MARKETDATA_API_KEY`, `MARKETDATA_BASE_URL`. */
  env?: Env;
  /** Ends a long command (`watch`, `export`) as Ctrl-C does. */
  signal?: AbortSignal;
}

const ROOT_HELP = `
Environment:
  MARKETDATA_API_KEY   the API key (or --api-key-file <path>; never a flag)
  MARKETDATA_BASE_URL  another service root (or --base-url)

Examples:
  marketdata --sandbox stocks earnings --ticker AAPL --size 8
  marketdata --sandbox --format csv ownership congress-trades --ticker NVDA --all > nvda.csv
  marketdata stocks earnings --help

Exit status: 0 success, 2 usage error, 3 key refused or not entitled (401, 403),
4 parameter rejected (4012), 5 rate limited, 6 network error or timeout, 7 other API error,
8 unreadable response, 130 interrupted.`;

const KEY_FLAG_REFUSED =
  'marketdata: the key is never taken from a flag (it would land in your shell history): set MARKETDATA_API_KEY or pass --api-key-file <path>.\n';

function globalOptions(program: Command): void {
  program
    .addOption(
      new Option(
        '--format <format>',
        "output format (default: the profile's, else table on a terminal, json otherwise)",
      ).choices(formats),
    )
    .option('--json [fields]', 'print JSON, with only these comma-separated fields of each record')
    .option('--jq <expression>', 'filter the JSON through a jq expression (strings print raw)')
    .option('--sandbox', 'answer from an in-process sandbox: no key, no network')
    .option(
      '--profile <name>',
      'use this profile of the config file (else MARKETDATA_PROFILE, else "default")',
    )
    .option(
      '--api-key-file <path>',
      'read the API key from the first line of this file (else MARKETDATA_API_KEY)',
    )
    .option('--base-url <url>', 'service root (default MARKETDATA_BASE_URL, else production)')
    .option(
      '--timeout <ms>',
      'timeout of each attempt in milliseconds',
      positiveInt('--timeout', 1, MAX_TIMER_MS),
    )
    .option(
      '--verbose',
      'print each request (method, URL without the key, status, time, request id) and the whole chain of an error',
    )
    .option(
      '--dry-run',
      'print the request as a curl command (the key masked) instead of sending it',
    );
}

/**
 * Runs the `marketdata` command with `argv` (the arguments after the program name) and
 * resolves with its exit status. Results go to `io.stdout`, errors to `io.stderr` as one line.
 *
 * @example
 * const status = await runCli(['stocks', 'earnings', '--ticker', 'AAPL', '--sandbox']);
 */
export function runCli(argv: readonly string[], io: CliIo = {}): Promise<number> {
  return runCommands(cliOperations, argv, io);
}

/** {@link runCli} over any set of operations (the generated ones, or a spec copy's in tests). */
export async function runCommands(
  operations: readonly CliOperation[],
  argv: readonly string[],
  io: CliIo = {},
): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const env = io.env ?? process.env;
  const signal = io.signal ?? new AbortController().signal;
  let status: number = exitCodes.ok;
  // Refused before parsing, so that no message ever repeats the key.
  if (argv.some((arg) => arg === '--api-key' || arg.startsWith('--api-key='))) {
    stderr.write(KEY_FLAG_REFUSED);
    return exitCodes.usage;
  }

  /** Says so, with a usage status, when the pager could not run: its output never showed. */
  const pagerFailed = (pager: Pager | undefined): boolean => {
    const why = pager?.failure();
    if (why === undefined) return false;
    stderr.write(
      `marketdata: the pager did not run (${why}), so nothing was shown; fix PAGER or MARKETDATA_PAGER, or set MARKETDATA_PAGER=cat to print without one.\n`,
    );
    status = exitCodes.usage;
    return true;
  };

  const run: Runner = async (command, action, rateLimit, pageable = true) => {
    const globals = command.optsWithGlobals() as GlobalOptions;
    let pager: ReturnType<typeof openPager>;
    let output: OutputWatch | undefined;
    try {
      const fromLine = (name: string) => command.getOptionValueSourceWithGlobals(name) === 'cli';
      if (globals.sandbox && fromLine('sandbox') && fromLine('baseUrl'))
        throw new InvalidArgumentError(
          '--sandbox answers in process, so --base-url would be ignored: give one of them.',
        );
      const { loadProfile } = await import('./internals/config');
      const profile = await loadProfile(env, globals.profile);
      // A flag beats the environment, which beats the profile.
      if (!env.MARKETDATA_API_KEY) globals.apiKeyFile ??= profile.apiKeyFile;
      if (!env.MARKETDATA_BASE_URL) globals.baseUrl ??= profile.baseUrl;
      globals.sandbox ??= profile.sandbox;
      globals.format ??= profile.format ?? (stdout.isTTY ? 'table' : 'json');
      const limit =
        rateLimit === 'default'
          ? globals.sandbox
            ? undefined
            : { requests: 5, windowMs: 30_000 }
          : rateLimit;
      pager =
        pageable && stdout.isTTY && !globals.dryRun ? openPager(env, stdout, signal) : undefined;
      const out = pager?.stream ?? stdout;
      // `… | head`: the reader going away ends the command quietly (a pager watches its own).
      output = pager ? undefined : watchOutput(stdout, signal);
      const sink: Sink = {
        write: (text) => {
          out.write(text);
          output?.afterWrite();
        },
        width: widthOf(stdout, env),
        note: (text) => stderr.write(`marketdata: ${text}\n`),
        bold: Boolean(stdout.isTTY) && !env.NO_COLOR && env.TERM !== 'dumb',
      };
      const { connect } = await import('./internals/connect');
      const client = await connect({ ...globals, rateLimit: limit }, env, {
        log: (line) => stderr.write(`marketdata: ${line}\n`),
      });
      const fail = (code: number) => {
        status = code;
      };
      const text = await action({
        client,
        globals,
        signal: pager?.signal ?? output?.signal ?? signal,
        stdout,
        stderr,
        sink,
        fail,
      });
      if (text) out.write(text);
      await pager?.close();
      pagerFailed(pager);
    } catch (error) {
      await pager?.close();
      if (pagerFailed(pager)) return;
      if (pager?.signal.aborted && !signal.aborted) return; // the pager was quit: that is the end
      if (output?.gone && !signal.aborted) return; // so was the reader of a pipe
      const dryRun = dryRunOf(error);
      if (dryRun) {
        stdout.write(dryRun);
        return;
      }
      if (signal.aborted) {
        const isExport = command.parent?.parent?.name() === 'export';
        stderr.write(
          isExport
            ? 'marketdata: interrupted; run the same command again to resume the export.\n'
            : 'marketdata: interrupted.\n',
        );
        status = exitCodes.interrupted;
        return;
      }
      const { describeError, exitCodeOf } = await import('./internals/errorStatus');
      stderr.write(describeError(error, Boolean(globals.verbose)));
      status = error instanceof InvalidArgumentError ? exitCodes.usage : exitCodeOf(error);
    } finally {
      output?.dispose();
    }
  };

  const program = new Command('marketdata')
    .description('The Market Data, News and Research API from the command line.')
    .version(packageVersion, '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => stdout.write(s),
      writeErr: (s) => stderr.write(s),
      // Parse errors read like every other error: `marketdata: <what is wrong>`.
      outputError: (s, write) => write(s.replace(/^error: /, 'marketdata: ')),
    })
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', ROOT_HELP);
  globalOptions(program);

  const areas = [...new Set(operations.map((op) => op.area))];
  const exporter = new Command('export').description(
    'Run one operation over many tickers into an NDJSON or CSV file, resumably.',
  );
  const exportable = (op: CliOperation) => op.params.some((p) => p.name === 'ticker' && p.required);
  for (const area of areas) {
    const ops = operations.filter((o) => o.area === area);
    if (area === PROGRAM) {
      // `marketdata trades`, not `marketdata marketdata trades`; the old spelling stays, hidden.
      const old = new Command(area).description(`${area} operations`);
      for (const op of ops) {
        program.addCommand(operationCommand(op, run));
        old.addCommand(operationCommand(op, run));
        if (exportable(op)) exporter.addCommand(exportCommand(op, run));
      }
      program.addCommand(old, { hidden: true });
      continue;
    }
    const group = new Command(area).description(`${area} operations`);
    const exportGroup = new Command(area).description(`export ${area} operations`);
    for (const op of ops) {
      group.addCommand(operationCommand(op, run));
      if (exportable(op)) exportGroup.addCommand(exportCommand(op, run));
    }
    const wires = operations.find((op) => op.id === 'listWires');
    if (area === 'news' && wires) group.addCommand(watchCommand(wires, run));
    program.addCommand(group);
    if (exportGroup.commands.length) exporter.addCommand(exportGroup);
  }
  program.addCommand(exporter);
  if (argv.includes('completion') || argv.includes('complete'))
    await addCompletion(program, operations);
  // Listed in the help without loading the completion library, which only `completion` needs.
  else
    program
      .command('completion')
      .argument('<shell>', 'bash, zsh, fish or powershell')
      .description('Print the shell completion script.');
  for (const command of allCommands(program))
    command
      .exitOverride()
      .configureOutput(program.configureOutput())
      .configureHelp({ showGlobalOptions: true });

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError)
      return error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
    const { describeError } = await import('./internals/errorStatus');
    stderr.write(describeError(error, false));
    return exitCodes.unexpected;
  }
  return status;
}

/** The columns a table fits: the terminal's, else `COLUMNS`, else none (no cutting). */
function widthOf(stdout: CliStream, env: Env): number | undefined {
  if (stdout.isTTY && stdout.columns && stdout.columns > 0) return stdout.columns;
  const columns = Number(env.COLUMNS);
  return Number.isInteger(columns) && columns > 0 ? columns : undefined;
}

/**
 * `marketdata completion bash|zsh|fish|powershell` prints the shell's completion script;
 * the script calls the hidden `marketdata complete -- <words>`. Both come from the command
 * tree through `@bomb.sh/tab`; enum flags complete their values.
 */
async function addCompletion(program: Command, operations: readonly CliOperation[]) {
  const { default: tab } = await import('@bomb.sh/tab/commander');
  const completion = tab(program, { completionCommandName: 'completion' });
  for (const op of operations) {
    const command = completion.commands.get(op.words.join(' '));
    for (const rule of op.params) {
      const option = command?.options.get(rule.name.replace(/_/g, '-'));
      if (option && rule.enum) {
        const values = rule.enum;
        option.handler = (complete) => {
          for (const value of values) complete(String(value), '');
        };
      }
    }
  }
}

/** The curl command of a dry run, found anywhere in an error's chain of causes. */
function dryRunOf(error: unknown): string | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 8; at = at.cause, depth++)
    if (at.name === 'DryRun') return (at as Error & { curl: string }).curl;
  return undefined;
}

function* allCommands(command: Command): Generator<Command> {
  for (const sub of command.commands) {
    yield sub;
    yield* allCommands(sub);
  }
}

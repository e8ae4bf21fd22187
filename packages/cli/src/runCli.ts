import type { MarketDataClient } from '@marketdata-sdk/client';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { ConnectOptions, Env } from './internals/connect';
import { describeError, exitCodeOf, exitCodes, UsageError } from './internals/exitCodes';
import { paramOption } from './internals/flags';
import { type CliOperation, cliOperations } from './internals/operations';
import { type Format, formats } from './internals/output';
import { openPager } from './internals/pager';
import type { Sink } from './internals/present';
import { packageVersion } from './internals/version';

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

interface GlobalOptions extends ConnectOptions {
  format?: Format;
  verbose?: boolean;
}

const positiveInt = (flag: string) => (text: string) => {
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new InvalidArgumentError(`${flag} must be an integer of 1 or more (got "${text}").`);
  return Number(text);
};

function parseRate(text: string) {
  const match = /^(\d+)\/(\d+(?:\.\d+)?)s?$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0)
    throw new InvalidArgumentError(
      `--rate-limit must be <requests>/<seconds>, e.g. 5/30 (got "${text}").`,
    );
  return { requests: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

const ROOT_HELP = `
Environment:
  MARKETDATA_API_KEY   the API key (or --api-key-file <path>; never a flag)
  MARKETDATA_BASE_URL  another service root (or --base-url)

Examples:
  marketdata --sandbox stocks earnings --ticker AAPL --size 8
  marketdata --sandbox --format csv ownership congress-trades --ticker NVDA --all > nvda.csv
  marketdata stocks earnings --help

Exit status: 0 success, 2 usage error, 3 key refused, 4 parameter rejected (4012),
5 rate limited, 6 network error or timeout, 7 other API error, 8 unreadable response,
130 interrupted.`;

/** The longest `--for`: a timer waits at most 2^31-1 ms (about 24.8 days). */
const MAX_FOR_SECONDS = Math.floor(2_147_483_647 / 1000);

const KEY_FLAG_REFUSED =
  'marketdata: the key is never taken from a flag (it would land in your shell history): set MARKETDATA_API_KEY or pass --api-key-file <path>.\n';

function globalOptions(program: Command): void {
  program
    .addOption(
      new Option(
        '--format <format>',
        'output format (default: table on a terminal, json otherwise)',
      ).choices(formats),
    )
    .option('--sandbox', 'answer from an in-process sandbox: no key, no network')
    .option(
      '--api-key-file <path>',
      'read the API key from the first line of this file (else MARKETDATA_API_KEY)',
    )
    .option('--base-url <url>', 'service root (default MARKETDATA_BASE_URL, else production)')
    .option('--timeout <ms>', 'timeout of each attempt in milliseconds', positiveInt('--timeout'))
    .option('--verbose', 'print the whole chain of an error');
}

function paramsOf(op: CliOperation, opts: Record<string, unknown>, skip: readonly string[] = []) {
  const params: Record<string, unknown> = {};
  for (const rule of op.params)
    if (!skip.includes(rule.name) && opts[rule.name] !== undefined)
      params[rule.name] = opts[rule.name];
  return params;
}

function operationCommand(op: CliOperation, run: Runner): Command {
  const command = new Command(op.command).summary(op.summary).description(op.description);
  for (const rule of op.params) command.addOption(paramOption(rule, rule.description));
  if (op.paging) {
    command.option('--all', 'follow the pages to the end (pages as large as the service allows)');
    command.addOption(
      new Option('--limit <n>', 'stop after n items (implies --all)')
        .argParser(positiveInt('--limit'))
        .implies({ all: true }),
    );
  }
  return command.action((opts: Record<string, unknown>, self: Command) =>
    run(self, async ({ client, globals, signal, sink }) => {
      const params = paramsOf(op, opts);
      const sizeGiven = self.getOptionValueSource('size') === 'cli';
      const format = globals.format ?? 'json';
      const { present, presentStream } = await import('./internals/present');
      if (opts.all && op.paging) {
        const { allItems } = await import('./internals/paging');
        const items = allItems(client, op, params, {
          limit: opts.limit as number | undefined,
          signal,
          sizeGiven,
        });
        // Each page is printed as it arrives, so `| head` and a terminal see the first rows at once.
        await presentStream(items, format, sink, signal);
        return '';
      }
      present(await client.request(op.id as never, params as never, { signal }), format, sink);
      return '';
    }),
  );
}

function exportCommand(op: CliOperation, run: Runner): Command {
  const command = new Command(op.command)
    .summary(`${op.summary} — over many tickers into one file`)
    .description(
      `${op.description}\n\nRuns the operation for every ticker and appends the records to --out, resumably.`,
    );
  for (const rule of op.params)
    if (rule.name !== 'ticker') command.addOption(paramOption(rule, rule.description));
  command
    .option('--tickers <list>', 'comma-separated tickers')
    .option('--tickers-file <path>', 'a file of tickers, one or more per line')
    .requiredOption(
      '--out <path>',
      'the NDJSON (default) or CSV (--format csv) file to write; a .progress.json sits beside it while running',
    )
    .option(
      '--rate-limit <requests/seconds>',
      'client-side rate limit (default 5/30 live, none with --sandbox)',
      parseRate,
    );
  if (op.paging) command.option('--all', 'follow the pages of each ticker to the end');
  return command.action((opts: Record<string, unknown>, self: Command) =>
    run(
      self,
      async ({ client, signal, stderr, fail }) => {
        const format = self.optsWithGlobals().format ?? 'ndjson';
        if (format !== 'ndjson' && format !== 'csv')
          throw new UsageError(`--format must be ndjson or csv for an export (got "${format}").`);
        const { readTickers, runExport } = await import('./internals/exportJob');
        const tickers = await readTickers(
          opts.tickers as string | undefined,
          opts.tickersFile as string | undefined,
        );
        if (tickers.length === 0)
          throw new InvalidArgumentError(
            'give tickers with --tickers A,B or --tickers-file <path>.',
          );
        const result = await runExport({
          client,
          op,
          tickers,
          params: paramsOf(op, opts, ['ticker']),
          out: opts.out as string,
          format,
          all: Boolean(opts.all),
          signal,
          stderr,
        });
        const failed = Object.entries(result.failed);
        stderr.write(
          `exported ${result.records} records of ${result.tickers} tickers to ${opts.out as string}` +
            (result.skipped ? ` (${result.skipped} already done)` : '') +
            (failed.length
              ? `; rejected: ${failed.map(([t, m]) => `${t} (${m})`).join(', ')}`
              : '') +
            '\n',
        );
        if (failed.length) fail(exitCodes.invalidParam);
        return '';
      },
      (opts.rateLimit as ConnectOptions['rateLimit']) ?? 'default',
      false,
    ),
  );
}

interface RunContext {
  client: MarketDataClient;
  globals: GlobalOptions;
  signal: AbortSignal;
  stdout: CliStream;
  stderr: CliStream;
  /** Where results go: stdout, or the pager on a terminal. */
  sink: Sink;
  /** Ends the run with this status although the command finished (an export with rejected tickers). */
  fail(status: number): void;
}
type Action = (context: RunContext) => Promise<string>;
type Runner = (
  command: Command,
  action: Action,
  rateLimit?: ConnectOptions['rateLimit'] | 'default',
  /** Results may go through `$PAGER` on a terminal (not a live tail or an export). */
  pageable?: boolean,
) => Promise<void>;

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

  const run: Runner = async (command, action, rateLimit, pageable = true) => {
    const globals = command.optsWithGlobals() as GlobalOptions;
    globals.format ??= stdout.isTTY ? 'table' : 'json';
    const limit =
      rateLimit === 'default'
        ? globals.sandbox
          ? undefined
          : { requests: 5, windowMs: 30_000 }
        : rateLimit;
    const pager = pageable && stdout.isTTY ? openPager(env, stdout, signal) : undefined;
    const out = pager?.stream ?? stdout;
    const sink: Sink = {
      write: (text) => out.write(text),
      width: widthOf(stdout, env),
      note: (text) => stderr.write(`marketdata: ${text}\n`),
      bold: Boolean(stdout.isTTY) && !env.NO_COLOR && env.TERM !== 'dumb',
    };
    try {
      const { connect } = await import('./internals/connect');
      const client = await connect({ ...globals, rateLimit: limit }, env);
      const fail = (code: number) => {
        status = code;
      };
      const text = await action({
        client,
        globals,
        signal: pager?.signal ?? signal,
        stdout,
        stderr,
        sink,
        fail,
      });
      if (text) out.write(text);
      await pager?.close();
    } catch (error) {
      await pager?.close();
      if (pager?.signal.aborted && !signal.aborted) return; // the pager was quit: that is the end
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
      stderr.write(describeError(error, Boolean(globals.verbose)));
      status = error instanceof InvalidArgumentError ? exitCodes.usage : exitCodeOf(error);
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
  for (const area of areas) {
    const group = new Command(area).description(`${area} operations`);
    const exportGroup = new Command(area).description(`export ${area} operations`);
    for (const op of operations.filter((o) => o.area === area)) {
      group.addCommand(operationCommand(op, run));
      if (op.params.some((p) => p.name === 'ticker' && p.required))
        exportGroup.addCommand(exportCommand(op, run));
    }
    const wires = operations.find((op) => op.id === 'listWires');
    if (area === 'news' && wires) group.addCommand(watchCommand(wires, run));
    program.addCommand(group);
    if (exportGroup.commands.length) exporter.addCommand(exportGroup);
  }
  program.addCommand(exporter);
  for (const command of allCommands(program))
    command.exitOverride().configureOutput(program.configureOutput());

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError)
      return error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
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

function* allCommands(command: Command): Generator<Command> {
  for (const sub of command.commands) {
    yield sub;
    yield* allCommands(sub);
  }
}

function watchCommand(listWires: CliOperation, run: Runner): Command {
  const command = new Command('watch').description(
    'Stream new headlines as NDJSON, oldest first, each exactly once, until interrupted. The first poll prints the latest page.',
  );
  for (const rule of listWires.params)
    if (['tab', 'tickers', 'industry'].includes(rule.name))
      command.addOption(paramOption({ ...rule, default: undefined }, rule.description));
  command
    .option(
      '--interval <ms>',
      'pause between polls in milliseconds (default 5000)',
      positiveInt('--interval'),
    )
    .option('--for <seconds>', 'stop after this many seconds', (text: string) => {
      const seconds = positiveInt('--for')(text);
      if (seconds > MAX_FOR_SECONDS)
        throw new InvalidArgumentError(
          `--for must be an integer from 1 to ${MAX_FOR_SECONDS} (got "${text}").`,
        );
      return seconds;
    });
  return command.action((opts: Record<string, unknown>, self: Command) =>
    run(
      self,
      async ({ client, signal, stdout }) => {
        const { watch } = await import('./internals/watch');
        await watch(client, opts, signal, (line) => stdout.write(line));
        return '';
      },
      undefined,
      false,
    ),
  );
}

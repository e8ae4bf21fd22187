import { Command, InvalidArgumentError } from 'commander';
import type { ConnectOptions } from './connect';
import { parseRate, type Runner } from './context';
import { exitCodes, UsageError } from './exitCodes';
import { paramOptions } from './flags';
import type { CliOperation } from './operations';
import { paramsOf } from './params';

/** `marketdata export <area> <command>`: one operation over many tickers into one file, resumably. */
export function exportCommand(op: CliOperation, run: Runner): Command {
  const command = new Command(op.command)
    .summary(`${op.summary} — over many tickers into one file`)
    .description(
      `${op.description}\n\nRuns the operation for every ticker and appends the records to --out, resumably.`,
    );
  for (const rule of op.params)
    if (rule.name !== 'ticker')
      for (const option of paramOptions(rule, rule.description)) command.addOption(option);
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
        const { readTickers, runExport } = await import('./exportJob');
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
          params: paramsOf(op, opts, undefined, ['ticker']),
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

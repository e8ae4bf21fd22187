import { Command, InvalidArgumentError } from 'commander';
import { MAX_TIMER_MS, positiveInt, type Runner } from './context';
import { paramOptions } from './flags';
import type { CliOperation } from './operations';

/** The longest `--for`: a timer waits at most 2^31-1 ms (about 24.8 days). */
const MAX_FOR_SECONDS = Math.floor(MAX_TIMER_MS / 1000);

/** `marketdata news watch`: the live feed, a readable tail on a terminal, NDJSON otherwise. */
export function watchCommand(listWires: CliOperation, run: Runner): Command {
  const command = new Command('watch').description(
    'Stream new headlines, oldest first, each exactly once, until interrupted: a readable live tail on a terminal (time, importance, tickers, title), NDJSON when piped or with --format ndjson. The first poll prints the latest page.',
  );
  for (const rule of listWires.params)
    if (['tab', 'tickers', 'industry'].includes(rule.name))
      for (const option of paramOptions({ ...rule, default: undefined }, rule.description))
        command.addOption(option);
  command
    .option(
      '--interval <ms>',
      'pause between polls in milliseconds, at least 100 (default 5000)',
      positiveInt('--interval', 100, MAX_TIMER_MS),
    )
    .option(
      '--for <seconds>',
      'stop after this many seconds',
      positiveInt('--for', 1, MAX_FOR_SECONDS),
    );
  return command.action((opts: Record<string, unknown>, self: Command) =>
    run(
      self,
      async ({ client, signal, stdout, sink }) => {
        const { watch, tailLine } = await import('./watch');
        const explicit = self.optsWithGlobals().format as string | undefined;
        if (explicit !== undefined && explicit !== 'table' && explicit !== 'ndjson')
          throw new InvalidArgumentError(
            `news watch prints a live tail or NDJSON: --format must be table or ndjson (got "${explicit}").`,
          );
        const readable = stdout.isTTY && (explicit === undefined || explicit === 'table');
        const width = sink.width;
        await watch(client, opts, signal, (headline) =>
          stdout.write(
            readable
              ? tailLine(headline, { width, color: sink.bold })
              : `${JSON.stringify(headline)}\n`,
          ),
        );
        return '';
      },
      undefined,
      false,
    ),
  );
}

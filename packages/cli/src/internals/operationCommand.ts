import { Command, InvalidArgumentError, Option } from 'commander';
import { positiveInt, type RunContext, type Runner } from './context';
import { flagOf, paramOptions } from './flags';
import type { CliOperation } from './operations';
import { paramsOf } from './params';

/** The command of one operation: its flags and argument, paging flags, and output. */
export function operationCommand(op: CliOperation, run: Runner): Command {
  const command = new Command(op.command).summary(op.summary).description(op.description);
  if (op.positional)
    command.argument(`[${op.positional}]`, `the ${op.positional} (or ${flagOf(op.positional)})`);
  for (const rule of op.params)
    for (const option of paramOptions(rule, rule.description, {
      positional: rule.name === op.positional,
    }))
      command.addOption(option);
  if (op.paging) {
    command.option('--all', 'follow the pages to the end (pages as large as the service allows)');
    command.addOption(
      new Option('--limit <n>', 'stop after n items (implies --all)')
        .argParser(positiveInt('--limit'))
        .implies({ all: true }),
    );
  }
  return command.action((...args: unknown[]) => {
    const self = args.at(-1) as Command;
    const opts = args.at(-2) as Record<string, unknown>;
    const argument = op.positional ? (args[0] as string | undefined) : undefined;
    return run(self, (context) => answer(op, self, opts, argument, context));
  });
}

async function answer(
  op: CliOperation,
  self: Command,
  opts: Record<string, unknown>,
  argument: string | undefined,
  { client, globals, signal, sink }: RunContext,
): Promise<string> {
  const params = paramsOf(op, opts, argument);
  const sizeGiven = self.getOptionValueSource('size') === 'cli';
  const { present, presentStream } = await import('./present');
  const shaped = globals.json !== undefined || globals.jq !== undefined;
  // `--json` and `--jq` print JSON: another format asked for on the same line is a conflict.
  const asked = self.getOptionValueSourceWithGlobals('format') === 'cli' ? globals.format : 'json';
  if (shaped && asked !== 'json')
    throw new InvalidArgumentError(
      `${globals.jq !== undefined ? '--jq' : '--json'} prints JSON: leave out --format ${asked}.`,
    );
  const { parseFields, pickFields, runJq } = shaped
    ? await import('./select')
    : { parseFields: undefined, pickFields: undefined, runJq: undefined };
  const fields = typeof globals.json === 'string' ? parseFields?.(globals.json) : undefined;
  /** A result as `--json` and `--jq` shape it: the JSON text to print. */
  const shape = async (value: unknown) => {
    const picked = fields && pickFields ? pickFields(value, fields) : value;
    if (globals.jq !== undefined && runJq) return runJq(picked, globals.jq);
    return `${JSON.stringify(picked, null, 2)}\n`;
  };
  const format = globals.format ?? 'json';
  const times = { ...sink, times: op.timeFields };
  if (opts.all && op.paging) {
    const { allItems } = await import('./paging');
    const items = allItems(client, op, params, {
      limit: opts.limit as number | undefined,
      signal,
      sizeGiven,
    });
    if (shaped) {
      // The expression runs on each item, as jq does on a stream of values.
      for await (const item of items) {
        sink.write(await shape(item));
        signal.throwIfAborted();
      }
      return '';
    }
    // Each page is printed as it arrives, so `| head` and a terminal see the first rows at once.
    await presentStream(items, format, times, signal);
    return '';
  }
  const result = await client.request(op.id as never, params as never, { signal });
  if (shaped) return shape(result);
  present(result, format, times);
  return '';
}

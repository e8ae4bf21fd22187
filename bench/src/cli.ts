/**
 * `pnpm bench [-- --only=<ids>] [--quick] [--repeats=<n>] [--out=<file>]`: runs the benchmarks
 * and writes bench/RESULTS.md.
 */
import { parseArgs } from './internals/args';
import { defaultResultsPath } from './internals/paths';
import { fullSettings, quickSettings } from './internals/settings';
import { runBench } from './runBench';

// Exit through process.exit so that the 'exit' handlers stop every server and child.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const args = parseArgs(process.argv.slice(2), defaultResultsPath);
const base = args.quick ? quickSettings : fullSettings;
const settings = args.repeats
  ? { ...base, repeats: args.repeats, clientRepeats: args.repeats, microRepeats: args.repeats }
  : base;
const extra = process.argv.slice(2).filter((arg) => arg !== '--');
const { results } = await runBench({
  only: args.only,
  settings,
  out: args.out,
  quick: args.quick,
  command: `pnpm bench${extra.length ? ` -- ${extra.join(' ')}` : ''}`,
  log: (line) => console.log(line),
});
console.log(`Wrote ${args.out}`);
for (const target of results.flatMap((r) => r.targets)) {
  const verdict = target.met === null ? 'not measured' : target.met ? 'met' : 'MISSED';
  console.log(`  ${target.name}: ${target.measured} (target ${target.target}) ${verdict}`);
}
const failed = results.filter((r) => r.error);
for (const result of failed) console.error(`  ${result.id} failed: ${result.error}`);
process.exit(failed.length ? 1 : 0);

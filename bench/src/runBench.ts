/** Runs the selected suites in order and renders the report. */
import { readFile, writeFile } from 'node:fs/promises';
import type { SuiteId } from './internals/args';
import { disposeCompiledChildren } from './internals/compileChildren';
import { installedVersion, loadAverage, machineInfo, measuredPackages } from './internals/machine';
import type { SuiteResult } from './internals/results';
import type { BenchSettings } from './internals/settings';
import { renderReport } from './report';
import { bundleSizes } from './suites/bundleSize';
import { clientOverhead } from './suites/clientOverhead';
import { clientThroughput } from './suites/clientThroughput';
import { dashboardCache } from './suites/dashboardCache';
import { manyProcesses } from './suites/manyProcesses';
import { rateLimitedJob } from './suites/rateLimitedJob';
import { sandboxFetchCpu } from './suites/sandboxFetchCpu';
import { serverMemory } from './suites/serverMemory';
import { serverThroughput } from './suites/serverThroughput';
import { wireRelay } from './suites/wireRelay';

type Suite = (settings: BenchSettings) => Promise<Omit<SuiteResult, 'elapsedMs'>>;

const suites: Record<SuiteId, { title: string; run: Suite }> = {
  'server-throughput': { title: 'Sandbox server throughput (wires list)', run: serverThroughput },
  'server-memory': { title: 'Sandbox server memory after every ticker', run: serverMemory },
  'sandbox-fetch-cpu': {
    title: 'In-process sandbox fetch, CPU per wires-list request',
    run: sandboxFetchCpu,
  },
  'client-overhead': {
    title: 'Client per-call CPU overhead (prebuilt Response)',
    run: clientOverhead,
  },
  'client-throughput': { title: 'Client loopback throughput', run: clientThroughput },
  'rate-limited-job': { title: 'Rate-limited bulk job', run: rateLimitedJob },
  'many-processes': {
    title: 'Eight processes on one key: shared vs per-process limit',
    run: manyProcesses,
  },
  'dashboard-cache': {
    title: 'Dashboard load with and without the response cache',
    run: dashboardCache,
  },
  'wire-relay': { title: 'Wire relay: SSE subscribers over two instances', run: wireRelay },
  'bundle-size': { title: 'Bundle size (browser, minified + gzip)', run: bundleSizes },
};

/** What `runBench` needs. */
export interface RunOptions {
  /** The suites to run, in order. */
  only: readonly SuiteId[];
  /** Counts and durations. */
  settings: BenchSettings;
  /** Where to write the Markdown report; nothing is written when absent. */
  out?: string;
  /** Whether these are smoke settings (the report says the numbers mean nothing). */
  quick?: boolean;
  /** The command shown in the report. */
  command?: string;
  /** Progress lines. */
  log?: (line: string) => void;
}

/** Runs every selected suite (a failing suite is reported, not thrown) and returns the report. */
export async function runBench(
  options: RunOptions,
): Promise<{ results: SuiteResult[]; markdown: string }> {
  const log = options.log ?? (() => {});
  const startedAt = new Date();
  const machine = machineInfo();
  const results: SuiteResult[] = [];
  for (const id of options.only) {
    const suite = suites[id];
    const started = performance.now();
    log(`▶ ${id}`);
    try {
      const result = await suite.run(options.settings);
      results.push({ ...result, elapsedMs: performance.now() - started });
    } catch (error) {
      const message = (error as Error).message.split('\n')[0] ?? String(error);
      results.push({
        id,
        title: suite.title,
        tables: [],
        targets: [],
        notes: [],
        error: message,
        elapsedMs: performance.now() - started,
      });
    }
    log(
      `  done in ${((performance.now() - started) / 1000).toFixed(1)} s${results.at(-1)?.error ? ` (failed: ${results.at(-1)?.error})` : ''}`,
    );
  }
  disposeCompiledChildren();
  const versions = Object.fromEntries(
    measuredPackages.map((name) => [name, installedVersion(name)]),
  );
  const markdown = renderReport({
    machine,
    versions,
    results,
    startedAt,
    elapsedMs: Date.now() - startedAt.getTime(),
    command: options.command ?? 'pnpm bench',
    quick: options.quick ?? false,
    loadAverageAtEnd: loadAverage(),
  });
  if (options.out) await writeFile(options.out, markdown + (await keptSections(options.out)));
  return { results, markdown };
}

/**
 * Sections of the previous RESULTS.md that other measurements write (between
 * `<!-- kept: name -->` and `<!-- /kept: name -->`, such as the dashboard's page weight from its
 * browser tests): carried over unchanged, so a bench run does not erase them.
 */
async function keptSections(file: string): Promise<string> {
  const previous = await readFile(file, 'utf8').catch(() => '');
  const blocks = previous.match(/<!-- kept: [\w-]+ -->[\s\S]*?<!-- \/kept: [\w-]+ -->/g) ?? [];
  return blocks.map((block) => `\n${block}\n`).join('');
}

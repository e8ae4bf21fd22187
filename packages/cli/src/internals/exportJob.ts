import { open, readFile, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { InvalidParamError, type MarketDataClient } from '@marketdata-sdk/client';
import { SingleBar } from 'cli-progress';
import { UsageError } from './exitCodes';
import type { CliOperation } from './operations';
import { columnsOf, recordsOf, toCsv, toNdjson } from './output';
import { allItems } from './paging';

/** What an export writes and where it stands; saved beside the output after every ticker. */
interface ExportState {
  readonly operation: string;
  readonly format: 'ndjson' | 'csv';
  readonly params: string;
  done: string[];
  failed: Record<string, string>;
  bytes: number;
  columns?: string[];
}

/** One export: an operation over many tickers into one NDJSON or CSV file. */
export interface ExportJob {
  readonly client: MarketDataClient;
  readonly op: CliOperation;
  readonly tickers: readonly string[];
  readonly params: Record<string, unknown>;
  readonly out: string;
  readonly format: 'ndjson' | 'csv';
  readonly all: boolean;
  readonly signal: AbortSignal;
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

/** The outcome of an export. */
export interface ExportResult {
  readonly records: number;
  readonly tickers: number;
  readonly skipped: number;
  readonly failed: Record<string, string>;
}

/** Tickers from `--tickers A,B` and a file with one or more per line (`#` starts a comment). */
export async function readTickers(
  list: string | undefined,
  file: string | undefined,
): Promise<string[]> {
  const texts = [list ?? ''];
  if (file) {
    try {
      texts.push(await readFile(file, 'utf8'));
    } catch (error) {
      throw new UsageError(
        `--tickers-file: cannot read "${file}" (${(error as NodeJS.ErrnoException).code}).`,
      );
    }
  }
  const tickers = texts
    .flatMap((text) => text.split('\n'))
    .map((line) => line.replace(/#.*/, ''))
    .flatMap((line) => line.split(/[\s,]+/))
    .filter(Boolean);
  return [...new Set(tickers)];
}

const exists = (path: string) =>
  stat(path).then(
    (s) => s.size,
    () => undefined,
  );

async function startState(job: ExportJob, statePath: string): Promise<ExportState> {
  const fresh: ExportState = {
    operation: job.op.id,
    format: job.format,
    params: JSON.stringify(job.params),
    done: [],
    failed: {},
    bytes: 0,
  };
  const saved = await readFile(statePath, 'utf8').then(JSON.parse, () => undefined);
  if (!saved) {
    if (await exists(job.out))
      throw new UsageError(
        `--out: "${job.out}" already exists and has no export in progress; remove it or choose another file.`,
      );
    await writeFile(job.out, '');
    return fresh;
  }
  const state = saved as ExportState;
  if (
    state.operation !== fresh.operation ||
    state.format !== fresh.format ||
    state.params !== fresh.params
  )
    throw new UsageError(
      `--out: "${job.out}" holds an unfinished export of ${state.operation} (${state.format}, ${state.params}); resume it with the same command or remove ${statePath}.`,
    );
  const size = await exists(job.out);
  if (size === undefined || size < state.bytes)
    throw new UsageError(
      `--out: "${job.out}" is shorter than its progress file says; remove ${statePath} to start again.`,
    );
  await truncate(job.out, state.bytes); // drops a ticker that was cut off mid-write
  return state;
}

async function append(path: string, text: string): Promise<void> {
  const handle = await open(path, 'a');
  try {
    await handle.write(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function save(statePath: string, state: ExportState): Promise<void> {
  await writeFile(`${statePath}.tmp`, JSON.stringify(state));
  await rename(`${statePath}.tmp`, statePath);
}

async function fetchRecords(job: ExportJob, ticker: string): Promise<unknown[]> {
  const params = { ...job.params, ticker };
  const records: unknown[] = [];
  if (job.all && job.op.paging) {
    for await (const item of allItems(job.client, job.op, params, {
      signal: job.signal,
      sizeGiven: 'size' in job.params,
    }))
      records.push(item);
  } else {
    records.push(
      ...recordsOf(
        await job.client.request(job.op.id as never, params as never, { signal: job.signal }),
      ),
    );
  }
  return records.map((record) =>
    record && typeof record === 'object' && !('ticker' in record) ? { ticker, ...record } : record,
  );
}

/**
 * Runs an export. After each ticker its records are appended and synced, then the progress
 * file is replaced; an interrupted export resumes where it stopped, with nothing lost or doubled.
 */
export async function runExport(job: ExportJob): Promise<ExportResult> {
  const statePath = `${job.out}.progress.json`;
  const folder = dirname(job.out);
  const found = await stat(folder).catch(() => undefined);
  if (!found?.isDirectory())
    throw new UsageError(
      `--out: the folder "${folder}" of "${job.out}" does not exist; create it first.`,
    );
  const state = await startState(job, statePath);
  const todo = job.tickers.filter((t) => !state.done.includes(t) && !(t in state.failed));
  const bar = job.stderr.isTTY
    ? new SingleBar({
        stream: job.stderr,
        format: '{bar} {value}/{total} tickers | {ticker}',
        hideCursor: true,
      })
    : undefined;
  bar?.start(job.tickers.length, job.tickers.length - todo.length, { ticker: '' });
  let records = 0;
  try {
    for (const ticker of todo) {
      bar?.update({ ticker });
      try {
        const rows = await fetchRecords(job, ticker);
        let text = '';
        if (job.format === 'ndjson') text = toNdjson(rows);
        else if (rows.length) {
          const header = !state.columns;
          state.columns ??= columnsOf(rows);
          text = toCsv(rows, state.columns, header);
        }
        await append(job.out, text);
        state.bytes += Buffer.byteLength(text);
        state.done.push(ticker);
        records += rows.length;
      } catch (error) {
        if (!(error instanceof InvalidParamError)) throw error;
        state.failed[ticker] = error.message;
      }
      await save(statePath, state);
      bar?.increment();
    }
  } finally {
    bar?.stop();
  }
  await rm(statePath, { force: true });
  return {
    records,
    tickers: todo.length,
    skipped: job.tickers.length - todo.length,
    failed: state.failed,
  };
}

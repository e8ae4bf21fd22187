/** CPU micro-benchmarks: tinybench medians plus a `process.cpuUsage` loop, interleaved. */
import { Bench } from 'tinybench';
import type { BenchSettings } from './settings';
import { median, pushTo, rotate } from './stats';

/** An async operation to time. */
export type MicroTask = () => Promise<unknown>;

/** Medians over the repeats of one task, in microseconds. */
export interface MicroResult {
  /** tinybench's median wall time per call. */
  medianUs: number;
  /** CPU time (user + system, all threads) per call over a sequential loop. */
  cpuUs: number;
  /** Calls tinybench made, summed over the repeats. */
  samples: number;
}

/**
 * Times every task `settings.microRepeats` times in a rotating order and returns the medians.
 * Each task is called once first so that a failing task throws before any timing.
 */
export async function microMedians(
  tasks: Record<string, MicroTask>,
  settings: BenchSettings,
): Promise<Record<string, MicroResult>> {
  const names = Object.keys(tasks);
  for (const name of names) await tasks[name]?.();
  const wall: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  const samples: Record<string, number> = {};
  for (let repeat = 0; repeat < settings.microRepeats; repeat++) {
    const order = rotate(names, repeat);
    const bench = new Bench({
      time: settings.microTimeMs,
      warmupTime: settings.microWarmupMs,
      throws: true,
    });
    for (const name of order) bench.add(name, tasks[name] as MicroTask);
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
      pushTo(wall, task.name, result.latency.p50 * 1000);
      samples[task.name] = (samples[task.name] ?? 0) + task.runs;
    }
    for (const name of order) {
      pushTo(cpu, name, await cpuPerCall(tasks[name] as MicroTask, settings.cpuLoopIterations));
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        medianUs: median(wall[name] ?? []),
        cpuUs: median(cpu[name] ?? []),
        samples: samples[name] ?? 0,
      },
    ]),
  );
}

async function cpuPerCall(task: MicroTask, iterations: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < iterations; i++) await task();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / iterations;
}

/** What the report says about the machine and the software measured. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { arch, cpus, loadavg, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { benchDir, repoDir } from './paths';

/** Machine facts for the report header. */
export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  loadAverage: string;
  commit: string;
}

/** Reads the CPU model, core count, memory, OS, Node version, load and git commit. */
export function machineInfo(): MachineInfo {
  const cpuList = cpus();
  return {
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${type()} ${release()} ${arch()}`,
    node: process.version,
    loadAverage: loadAverage(),
    commit: gitCommit(),
  };
}

/** The 1, 5 and 15 minute load averages, e.g. `1.20 / 0.80 / 0.50`. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoDir })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** The packages whose versions the report lists. */
export const measuredPackages = [
  '@marketdata-sdk/client',
  '@marketdata-sdk/fixtures',
  'openapi-fetch',
  'axios',
  'ky',
  '@stoplight/prism-cli',
  'autocannon',
  'tinybench',
  'esbuild',
] as const;

/** The installed version of a dependency of the bench package, or `missing`. */
export function installedVersion(name: string): string {
  try {
    const manifest = JSON.parse(
      readFileSync(join(benchDir, 'node_modules', name, 'package.json'), 'utf8'),
    );
    return String(manifest.version);
  } catch {
    return 'missing';
  }
}

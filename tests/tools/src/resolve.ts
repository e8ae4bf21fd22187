/**
 * The resolution order shared by every `find…()` helper, with the outside world (environment,
 * file system, processes) passed in so that tests can replace it.
 */
import { join } from 'node:path';

/** One binary a test needs, and where it usually lives. */
export interface Tool {
  /** Human name used in messages, e.g. `Chromium`. */
  name: string;
  /** Environment variable that names the executable explicitly, e.g. `CHROMIUM_PATH`. */
  envVar: string;
  /** Executable names looked up on `PATH`, in order. */
  commands: string[];
  /** Absolute paths tried after `PATH`, in order. */
  usualPaths: string[];
  /** The Debian/Ubuntu package that provides it. */
  aptPackage: string;
  /** Path of a copy downloaded earlier by a tool of its own (playwright's browser cache), if any. */
  downloaded?: (system: System) => Promise<string | undefined>;
  /** Downloads a copy with a tool of its own and returns its path; throws when it cannot. */
  download?: (system: System) => Promise<string>;
  /** The sentence thrown when nothing worked: what to install, or which variable to set. */
  missing: string;
}

/** What the resolution needs from the machine. */
export interface System {
  env: Record<string, string | undefined>;
  /** True when `path` is a file this process may execute. */
  isExecutable(path: string): boolean;
  /** True when running as root (uid 0). */
  isRoot(): boolean;
  /** Contents of `/etc/os-release`, or undefined when there is none. */
  osRelease(): string | undefined;
  /** Runs a command to completion; rejects when it fails or exceeds `timeoutMs`. */
  run(command: string, args: string[], options: { timeoutMs: number }): Promise<void>;
  /** Runs `task` while holding the machine-wide lock `name` (other processes wait). */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Progress messages (stderr). */
  log(message: string): void;
}

/** apt-get update + install may take a while on a cold mirror; beyond this it is stuck. */
const aptTimeoutMs = 10 * 60_000;

/** Looks `commands` up on `PATH`, then `usualPaths`; the first executable wins. */
export function findOnSystem(tool: Tool, system: System): string | undefined {
  const dirs = (system.env.PATH ?? '').split(':').filter(Boolean);
  for (const command of tool.commands) {
    for (const dir of dirs) {
      const candidate = join(dir, command);
      if (system.isExecutable(candidate)) return candidate;
    }
  }
  return tool.usualPaths.find((path) => system.isExecutable(path));
}

/** True on Debian, Ubuntu and their derivatives (`ID` or `ID_LIKE` in `/etc/os-release`). */
export function isDebianLike(osRelease: string | undefined): boolean {
  if (!osRelease) return false;
  return /^(ID|ID_LIKE)=["']?[^\n]*\b(debian|ubuntu)\b/m.test(osRelease);
}

/**
 * Finds `tool`: the explicit environment variable, then the system (`PATH`, usual paths), then a
 * copy its own downloader fetched earlier, then (as root on Debian/Ubuntu) `apt-get install`
 * under a machine-wide lock, then its own downloader. Throws `tool.missing` when all fail.
 */
export async function resolveTool(tool: Tool, system: System): Promise<string> {
  const explicit = system.env[tool.envVar];
  if (explicit !== undefined && explicit !== '') {
    if (system.isExecutable(explicit)) return explicit;
    throw new Error(
      `${tool.envVar} is set to ${JSON.stringify(explicit)}, which is not an executable file: point it at the ${tool.name} executable or unset it.`,
    );
  }
  const onSystem = findOnSystem(tool, system);
  if (onSystem) return onSystem;
  const downloaded = await tool.downloaded?.(system);
  if (downloaded && system.isExecutable(downloaded)) return downloaded;

  const failures: string[] = [];
  const aptGet = findOnSystem(
    { ...tool, commands: ['apt-get'], usualPaths: ['/usr/bin/apt-get'] },
    system,
  );
  if (system.isRoot() && aptGet && isDebianLike(system.osRelease())) {
    const installed = await system.withLock(`apt-${tool.aptPackage}`, async () => {
      // Another process may have installed it while this one waited for the lock.
      const already = findOnSystem(tool, system);
      if (already) return already;
      system.log(`${tool.name} not found: installing the ${tool.aptPackage} package with apt-get`);
      try {
        await system.run(aptGet, ['update', '-qq'], { timeoutMs: aptTimeoutMs });
        await system.run(
          aptGet,
          ['install', '-y', '-qq', '--no-install-recommends', tool.aptPackage],
          {
            timeoutMs: aptTimeoutMs,
          },
        );
      } catch (error) {
        failures.push(`apt-get install ${tool.aptPackage} failed (${(error as Error).message})`);
        return undefined;
      }
      return findOnSystem(tool, system);
    });
    if (installed) return installed;
    if (failures.length === 0) {
      failures.push(`apt-get installed ${tool.aptPackage} but no ${tool.commands[0]} appeared`);
    }
  }
  if (tool.download) {
    try {
      const path = await tool.download(system);
      if (system.isExecutable(path)) return path;
      failures.push(`the download left no executable at ${path}`);
    } catch (error) {
      failures.push(`the download failed (${(error as Error).message.split('\n')[0]})`);
    }
  }
  const tried = failures.length > 0 ? ` (${failures.join('; ')})` : '';
  throw new Error(`${tool.missing}${tried}`);
}

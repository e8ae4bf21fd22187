import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Env } from './connect';
import { UsageError } from './exitCodes';
import { type Format, formats } from './formats';

/** One profile of the config file: where the key is, which service, which output. */
export interface Profile {
  /** A file whose first line is the API key. */
  readonly apiKeyFile?: string;
  /** The service root. */
  readonly baseUrl?: string;
  /** The output format when `--format` is not given. */
  readonly format?: Format;
  /** Answer from the in-process sandbox. */
  readonly sandbox?: boolean;
}

const KEYS: Readonly<Record<keyof Profile, (value: unknown) => boolean>> = {
  apiKeyFile: (value) => typeof value === 'string' && value !== '',
  baseUrl: (value) => typeof value === 'string' && value !== '',
  format: (value) => (formats as readonly unknown[]).includes(value),
  sandbox: (value) => typeof value === 'boolean',
};

/** Where the config file is: `MARKETDATA_CONFIG`, else `$XDG_CONFIG_HOME/marketdata/config.json`, else `~/.config/marketdata/config.json`. */
export function configPath(env: Env): string {
  if (env.MARKETDATA_CONFIG) return env.MARKETDATA_CONFIG;
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'marketdata', 'config.json');
}

/**
 * The profile a run uses: `--profile`, else `MARKETDATA_PROFILE`, else `default` (which may be
 * absent). A missing file is no profile unless one was named; a bad file, an unknown profile or
 * key, or a value of the wrong kind is a usage error naming the file and what is wrong.
 */
export async function loadProfile(env: Env, named?: string): Promise<Profile> {
  const path = configPath(env);
  const name = named ?? env.MARKETDATA_PROFILE ?? 'default';
  const explicit = named !== undefined || env.MARKETDATA_PROFILE !== undefined;
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !explicit) return {};
    throw new UsageError(
      `profile "${name}": cannot read the config file ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  let config: { profiles?: Record<string, unknown> };
  try {
    config = JSON.parse(text) as typeof config;
  } catch (error) {
    throw new UsageError(`${path} is not JSON (${(error as Error).message}).`);
  }
  const profiles = config?.profiles;
  if (!profiles || typeof profiles !== 'object')
    throw new UsageError(`${path} must be { "profiles": { "<name>": { … } } }.`);
  const profile = profiles[name];
  if (profile === undefined) {
    if (!explicit) return {};
    throw new UsageError(
      `no profile "${name}" in ${path} (it has ${Object.keys(profiles).join(', ') || 'none'}).`,
    );
  }
  if (!profile || typeof profile !== 'object')
    throw new UsageError(`profile "${name}" in ${path} must be an object.`);
  for (const [key, value] of Object.entries(profile)) {
    const check = KEYS[key as keyof Profile];
    if (!check)
      throw new UsageError(
        `profile "${name}" in ${path}: unknown key "${key}" (known: ${Object.keys(KEYS).join(', ')}).`,
      );
    if (!check(value))
      throw new UsageError(
        `profile "${name}" in ${path}: "${key}" has a wrong value (${JSON.stringify(value)})${key === 'format' ? `; it must be one of ${formats.join(', ')}` : ''}.`,
      );
  }
  return profile as Profile;
}

/** Reads an environment variable where a `process` exists (Node, Bun, Deno's Node layer). */
export function readEnv(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  const value = env?.[name];
  return value === '' ? undefined : value;
}

/** True in a browser page or worker, where a key would be visible to every user. */
export function isBrowser(): boolean {
  return 'document' in globalThis || 'importScripts' in globalThis;
}

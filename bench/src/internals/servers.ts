/** Starts the servers under test in their own processes. */
import { type ChildHandle, forkChild } from './children';

/** A server process the suites load. */
export interface ServerProcess {
  url: string;
  /** The server's process id (for its CPU time). */
  pid: number | undefined;
  handle: ChildHandle;
  close(): Promise<void>;
}

const lifetimeMs = 30 * 60_000;

/** The sandbox server (`startSandboxServer`) in a child process. */
export async function startSandboxProcess(
  sandbox: Record<string, unknown> = {},
): Promise<ServerProcess> {
  const { handle, ready } = await forkChild<{ type: 'ready'; url: string }>('server.ts', {
    kind: 'sandbox',
    sandbox,
    lifetimeMs,
  });
  return { url: ready.url, pid: handle.process.pid, handle, close: () => handle.stop() };
}

/** A bare `node:http` server returning `body` in a child process. */
export async function startBareProcess(body: string): Promise<ServerProcess> {
  const { handle, ready } = await forkChild<{ type: 'ready'; url: string }>('server.ts', {
    kind: 'bare',
    body,
    lifetimeMs,
  });
  return { url: ready.url, pid: handle.process.pid, handle, close: () => handle.stop() };
}

/** A process's memory as reported by the child. */
export interface ChildMemory {
  rss: number;
  rssAfterGc: number;
  heapUsed: number;
}

/** Asks a server process for its memory. */
export function childMemory(server: ServerProcess): Promise<ChildMemory> {
  return server.handle.ask<ChildMemory & { type: string }>({ type: 'rss' });
}

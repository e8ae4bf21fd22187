import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMainServer, type MainServerOptions } from '../../src/server/createMainServer';

/** The built dashboard that the main job serves. */
export const appDir = fileURLToPath(new URL('../../dist/app/', import.meta.url));

/** Starts the real main job on a free port of 127.0.0.1 over the built app. */
export async function startMainJob(options: Partial<MainServerOptions> = {}) {
  if (!existsSync(`${appDir}index.html`)) {
    throw new Error(
      `The dashboard is not built (${appDir}index.html is missing): run ` +
        '`npx -y pnpm@12.21.0 --filter @marketdata-sdk/dashboard build` (turbo does it before tests).',
    );
  }
  return createMainServer({ appDir, port: 0, ...options });
}

/**
 * Calls the main job's API as any client would (no key: the server adds it). A GET is sent once
 * more when the connection it went out on was reset before any answer: a kept-alive socket that
 * the server closed as idle just as the request was written (as HTTP clients retry idempotent
 * requests on a reused connection).
 */
export async function api<T = unknown>(baseUrl: string, path: string): Promise<T> {
  const url = new URL(path, baseUrl);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    response = await fetch(url);
  }
  return (await response.json()) as T;
}

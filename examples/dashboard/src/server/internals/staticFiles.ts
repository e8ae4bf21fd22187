import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { sendBody } from './compression';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type for a file name, `application/octet-stream` when unknown. */
export function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Resolves a URL path inside `root`, or `undefined` when it escapes the root or names no file.
 * Only regular files are served; a directory never lists.
 */
export async function resolveStaticFile(
  root: string,
  urlPath: string,
): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file, compressed when the browser accepts it (compressed once per version of the
 * file). Content-hashed build assets (`immutable`) are cached for a year; everything else
 * revalidates with its ETag and gets a 304 when unchanged.
 */
export async function sendFile(
  res: ServerResponse,
  file: string,
  method: string,
  immutable = false,
): Promise<void> {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypeOf(file),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    etag,
  };
  if (res.req?.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  await sendBody(res.req, res, 200, headers, await readFile(file), {
    method,
    cacheKey: `${file}:${etag}`,
  });
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings the main job answers with, best first. */
export type Encoding = 'br' | 'gzip';

/** Bodies below this size go uncompressed (headers would cost more than they save). */
const minBytes = 1_024;

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, then gzip, honouring
 * `q=0`; `undefined` for identity.
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((e) => weight(e) > 0);
  return candidates.sort((a, b) => weight(b) - weight(a))[0];
}

/** Text formats worth compressing (images and fonts are compressed already). */
export function isCompressible(contentType: string | undefined): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest)|image\/svg)/i.test(
    contentType ?? '',
  );
}

/** The brotli quality of a static body of this many bytes. */
function staticQuality(bytes: number): number {
  if (bytes > 1_000_000) return 5;
  return bytes > 512_000 ? 9 : constants.BROTLI_MAX_QUALITY;
}

/**
 * Compresses a body off the event loop. `static` bodies (built files, the reference) use strong
 * settings and are meant to be cached: brotli 11 up to 512 KB (the app's scripts, which every first
 * load carries: about 8 % fewer bytes than 9), 9 up to 1 MB and 5 above, where more costs seconds;
 * `dynamic` ones (API answers) use fast settings.
 */
export function compress(
  body: Buffer,
  encoding: Encoding,
  kind: 'static' | 'dynamic',
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: kind === 'static' ? 9 : 6 });
  const quality = kind === 'dynamic' ? 4 : staticQuality(body.byteLength);
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** A memo of compressed static bodies, by a key that changes with the content. */
export function createCompressedCache(maxEntries = 200) {
  const cache = new Map<string, Promise<Buffer>>();
  return (key: string, body: Buffer, encoding: Encoding): Promise<Buffer> => {
    const id = `${encoding}:${key}`;
    let hit = cache.get(id);
    if (!hit) {
      hit = compress(body, encoding, 'static');
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      cache.set(id, hit);
      hit.catch(() => cache.delete(id));
    }
    return hit;
  };
}

const staticCache = createCompressedCache();

/** Options of {@link sendBody}. */
export interface SendBodyOptions {
  /** GET or HEAD (HEAD sends the headers only). */
  method?: string;
  /** A key that changes with the body: compress once and reuse (static content). */
  cacheKey?: string;
}

/**
 * Sends a whole body, compressed with brotli or gzip when the client accepts it and the type is
 * text; always says `Vary: Accept-Encoding` for compressible types so caches keep both forms.
 */
export async function sendBody(
  req: IncomingMessage | undefined,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  options: SendBodyOptions = {},
): Promise<void> {
  const type = String(headers['content-type'] ?? res.getHeader('content-type') ?? '');
  let out = body;
  const extra: OutgoingHttpHeaders = {};
  if (isCompressible(type) && status !== 204 && status !== 304) {
    extra.vary = 'Accept-Encoding';
    const encoding =
      body.byteLength >= minBytes ? pickEncoding(req?.headers['accept-encoding']) : undefined;
    if (encoding) {
      out = await (options.cacheKey
        ? staticCache(options.cacheKey, body, encoding)
        : compress(body, encoding, 'dynamic'));
      extra['content-encoding'] = encoding;
    }
  }
  res.writeHead(status, { ...headers, ...extra, 'content-length': out.byteLength });
  res.end(options.method === 'HEAD' ? undefined : out);
}

import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendBody } from './compression';
import { sendHtml, sendJson } from './nodeAdapter';
import { consoleScript, localSpec, renderConsolePage, renderReferencePage } from './reference';
import { packageDir, type SpecFiles } from './specFiles';
import { sendFile } from './staticFiles';

/** The sandbox address written in the spec (`servers`), replaced by this server's own. */
const defaultOrigin = 'http://127.0.0.1:4010';

/** The swagger-ui-dist files the console page loads. */
const swaggerFiles = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

/**
 * Routes under `/reference`: the Redoc page, the bundled spec with this origin as its server,
 * and the try-it console from swagger-ui-dist. Returns false for any other path.
 */
export function createReferenceRoutes(files: SpecFiles, mode: 'sandbox' | 'live') {
  const referenceHtml = renderReferencePage(files.referenceHtml);
  const consoleHtml = renderConsolePage();
  const swaggerDir = packageDir('swagger-ui-dist');
  const key = (text: string) => createHash('sha1').update(text).digest('hex');
  const referenceKey = key(referenceHtml);
  const consoleKey = key(consoleHtml);
  const scriptKey = key(consoleScript);
  /** Answers a `/reference` path (the promise settles when sent); undefined for other paths. */
  return (
    res: ServerResponse,
    pathname: string,
    origin: string,
    method: string,
  ): Promise<void> | undefined => {
    if (pathname === '/reference' || pathname === '/reference/try') {
      res.writeHead(301, { location: `${pathname}/` }).end();
      return Promise.resolve();
    }
    if (pathname === '/reference/') {
      // The spec names the default address; the page shows the one this server runs on.
      const page = referenceHtml.replaceAll(defaultOrigin, origin);
      return sendHtml(res, page, method, `${referenceKey}:${origin}`);
    }
    if (pathname === '/reference/openapi.json') {
      return sendJson(res, 200, localSpec(files.spec, origin, mode));
    }
    if (pathname === '/reference/try/') return sendHtml(res, consoleHtml, method, consoleKey);
    if (pathname === '/reference/try/console.js') {
      const headers = {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      };
      return sendBody(res.req, res, 200, headers, Buffer.from(consoleScript), {
        method,
        cacheKey: scriptKey,
      });
    }
    if (pathname.startsWith('/reference/try/') && swaggerFiles.has(pathname.slice(15))) {
      return sendFile(res, join(swaggerDir, pathname.slice(15)), method);
    }
    return undefined;
  };
}

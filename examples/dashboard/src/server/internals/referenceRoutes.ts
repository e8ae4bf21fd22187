import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendHtml, sendJson } from './nodeAdapter';
import { consoleScript, localSpec, renderConsolePage, renderReferencePage } from './reference';
import { packageDir, type SpecFiles } from './specFiles';
import { sendFile } from './staticFiles';

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
  return (res: ServerResponse, pathname: string, origin: string, method: string): boolean => {
    if (pathname === '/reference' || pathname === '/reference/try') {
      res.writeHead(301, { location: `${pathname}/` }).end();
    } else if (pathname === '/reference/') {
      sendHtml(res, referenceHtml, method);
    } else if (pathname === '/reference/openapi.json') {
      sendJson(res, 200, localSpec(files.spec, origin, mode));
    } else if (pathname === '/reference/try/') {
      sendHtml(res, consoleHtml, method);
    } else if (pathname === '/reference/try/console.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(method === 'HEAD' ? undefined : consoleScript);
    } else if (pathname.startsWith('/reference/try/') && swaggerFiles.has(pathname.slice(15))) {
      sendFile(res, join(swaggerDir, pathname.slice(15)), method);
    } else {
      return false;
    }
    return true;
  };
}

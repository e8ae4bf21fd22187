import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendJson } from './nodeAdapter';
import { packageDir } from './specFiles';
import { resolveStaticFile, sendFile } from './staticFiles';

/**
 * Routes under `/docs`: the reference site that `@marketdata-sdk/site` builds (the operations
 * with their snippets, the SDK reference, the guides, the changelog), served as plain files.
 * Returns undefined for any other path.
 */
export function createSiteRoutes(siteDir = join(packageDir('@marketdata-sdk/site'), 'dist')) {
  return (res: ServerResponse, pathname: string, method: string): Promise<void> | undefined => {
    if (pathname === '/docs') {
      res.writeHead(301, { location: '/docs/' }).end();
      return Promise.resolve();
    }
    if (!pathname.startsWith('/docs/')) return undefined;
    const path = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    return resolveStaticFile(siteDir, path.slice('/docs'.length)).then((file) =>
      file
        ? sendFile(res, file, method)
        : sendJson(res, 404, { status_code: 404, status_msg: `Not found: ${pathname}` }),
    );
  };
}

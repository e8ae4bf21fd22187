/** The baseline: a bare `node:http` server answering every request with one fixed body. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running bare server. */
export interface BareServer {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Stops listening and drops idle keep-alive connections. */
  close(): Promise<void>;
}

/** Starts a bare server on 127.0.0.1 and a free port. */
export async function startBareServer(
  body: string,
  contentType = 'application/json',
): Promise<BareServer> {
  const payload = Buffer.from(body);
  const headers = { 'content-type': contentType, 'content-length': String(payload.length) };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(payload);
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

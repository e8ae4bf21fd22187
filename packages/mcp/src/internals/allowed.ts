import { hostname, networkInterfaces } from 'node:os';

/** A host as it appears in a URL or a `Host` header: IPv6 addresses in brackets. */
export function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const WILDCARD = new Set(['0.0.0.0', '::', '']);

/** The names a client may reach a server bound to `host` by: the `Host` headers it accepts. */
export function boundNames(host: string): string[] {
  const names = new Set<string>();
  const loopback = ['127.0.0.1', 'localhost', '[::1]'];
  if (LOOPBACK.has(host)) for (const name of loopback) names.add(name);
  else if (WILDCARD.has(host)) {
    // Bound to every interface: each interface's own address, the loopback names, the host name.
    for (const name of loopback) names.add(name);
    for (const entries of Object.values(networkInterfaces()))
      for (const entry of entries ?? []) {
        if (host === '0.0.0.0' && entry.family !== 'IPv4') continue;
        names.add(urlHost(entry.address.replace(/%.*$/, '')));
      }
    names.add(hostname().toLowerCase());
  } else names.add(urlHost(host).toLowerCase());
  return [...names];
}

/**
 * Which `Host` headers and `Origin`s a server bound to `host:port` answers: its bound names at
 * its port, the extra hosts given (`mcp.example.com`, or with a port), and as origins
 * `http://<allowed host>` plus the extra origins given (`https://app.example.com`).
 */
export function allowedOf(
  host: string,
  port: number,
  extraHosts: readonly string[] = [],
  extraOrigins: readonly string[] = [],
): { hosts: Set<string>; origins: Set<string> } {
  const hosts = new Set<string>();
  for (const name of boundNames(host)) hosts.add(`${name}:${port}`);
  for (const extra of extraHosts) hosts.add(extra.toLowerCase());
  const origins = new Set<string>();
  for (const allowed of hosts) origins.add(`http://${allowed}`);
  // A proxied name is usually reached over TLS.
  for (const extra of extraHosts) origins.add(`https://${extra.toLowerCase()}`);
  for (const origin of extraOrigins) origins.add(origin.toLowerCase().replace(/\/$/, ''));
  return { hosts, origins };
}

/** Why a request is refused (`Host` or `Origin` not allowed), or `undefined` when it is fine. */
export function refusal(
  headers: { host?: string; origin?: string },
  allowed: { hosts: Set<string>; origins: Set<string> },
): string | undefined {
  const host = (headers.host ?? '').toLowerCase();
  const bare = host.replace(/:\d+$/, '');
  if (!allowed.hosts.has(host) && !allowed.hosts.has(bare))
    return `Host "${headers.host ?? ''}" is not one this server answers (allowed: ${[...allowed.hosts].join(', ')}; add one with --allowed-hosts).`;
  const origin = headers.origin;
  if (origin !== undefined && !allowed.origins.has(origin.toLowerCase()))
    return `Origin "${origin}" is not allowed (add it with --allowed-origins).`;
  return undefined;
}

// No import of the client here: `--help` and `--version` start without loading it.

/** A mistake in how the command was called (a missing key, an unreadable file): exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The exit status of each kind of failure; documented in the README. */
export const exitCodes = {
  ok: 0,
  unexpected: 1,
  usage: 2,
  authentication: 3,
  invalidParam: 4,
  rateLimited: 5,
  network: 6,
  server: 7,
  badResponse: 8,
  interrupted: 130,
} as const;

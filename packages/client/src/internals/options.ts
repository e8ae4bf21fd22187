import { MarketDataError } from '../errors';

/**
 * Throws a {@link MarketDataError} naming the option and its rule unless `ok`, e.g.
 * `watchWires: option "intervalMs" must be a finite number > 0 (got 0)`.
 */
export function checkOption(
  where: string,
  name: string,
  value: unknown,
  ok: boolean,
  rule: string,
) {
  if (ok) return;
  const got = typeof value === 'number' || value == null ? String(value) : typeof value;
  throw new MarketDataError(`${where}: option "${name}" must be ${rule} (got ${got})`, {
    param: name,
    rule,
  });
}

/**
 * Copies `extra` over `base` by lower-cased name, so `Authorization` replaces `authorization`
 * instead of sending both (`base` is already lower-cased).
 */
export function mergeHeaders(
  base: Record<string, string>,
  extra: Record<string, string> | undefined,
): Record<string, string> {
  const merged = { ...base };
  for (const name in extra) merged[name.toLowerCase()] = extra[name]!;
  return merged;
}

/** Combines a hook's own precondition with the caller's `enabled` (a boolean or a function). */
export function enabledWhen<TEnabled extends boolean | ((...args: never[]) => boolean)>(
  precondition: boolean,
  enabled: TEnabled | undefined,
): TEnabled | boolean {
  if (!precondition) return false;
  return enabled ?? true;
}

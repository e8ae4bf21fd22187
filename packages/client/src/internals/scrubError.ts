/**
 * Passes everything an error carries through the scrubber: every own string property,
 * enumerable or not (message and stack included), the response headers it keeps, and its cause.
 */
export function scrubError(error: object, scrub: (value: unknown) => unknown, depth = 0): void {
  for (const key of Object.getOwnPropertyNames(error)) {
    const described = Object.getOwnPropertyDescriptor(error, key);
    if (!described || !('value' in described)) continue;
    const { value } = described;
    // A property that cannot be redefined is left as it is (none of the client's own are).
    if (!described.configurable && !described.writable) continue;
    if (typeof value === 'string') {
      const clean = scrub(value);
      if (clean !== value) Object.defineProperty(error, key, { ...described, value: clean });
    } else if (value instanceof Headers) {
      const headers = new Headers();
      value.forEach((v, name) => {
        headers.set(name, scrub(v) as string);
      });
      Object.defineProperty(error, key, { ...described, value: headers, configurable: true });
    } else if (key === 'cause' && value && typeof value === 'object' && depth < 3) {
      scrubError(value, scrub, depth + 1);
    }
  }
}

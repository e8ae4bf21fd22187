import { useHashParam } from './router';

const prefix = 'marketdata.';

/** A preference kept in local storage (none when storage is unavailable or blocked). */
export function readPreference(key: string): string | undefined {
  try {
    return window.localStorage.getItem(prefix + key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a preference in local storage; storage that refuses it is not an error. */
export function writePreference(key: string, value: string): void {
  try {
    window.localStorage.setItem(prefix + key, value);
  } catch {
    // Private mode or a full quota: the choice still holds in the URL.
  }
}

/**
 * A view's choice, kept in the URL (so a reload or a shared link shows the same) and remembered
 * as the reader's preference for next time: the URL's value if valid, else the stored one, else
 * `fallback`.
 */
export function useRememberedChoice<TValue extends string>(
  name: string,
  isValid: (value: unknown) => value is TValue,
  fallback: TValue,
): [TValue, (value: TValue) => void] {
  const [fromUrl, setUrl] = useHashParam(name);
  const stored = readPreference(name);
  const value = isValid(fromUrl) ? fromUrl : isValid(stored) ? stored : fallback;
  return [
    value,
    (next) => {
      writePreference(name, next);
      setUrl(next);
    },
  ];
}

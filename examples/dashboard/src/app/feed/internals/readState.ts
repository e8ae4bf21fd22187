import { useCallback, useSyncExternalStore } from 'react';
import { readPreference, writePreference } from '../../preferences';

/** Most headline ids remembered as read (the oldest are forgotten first). */
export const maxRemembered = 2000;
const key = 'read';
const listeners = new Set<() => void>();
let ids: string[] | undefined;
let snapshot: ReadonlySet<string> = new Set();

function load(): string[] {
  if (ids === undefined) {
    ids = (readPreference(key) ?? '').split(',').filter(Boolean);
    snapshot = new Set(ids);
  }
  return ids;
}

/** Marks headlines as read, remembered in local storage across reloads (bounded). */
export function markRead(newsIds: Iterable<string>): void {
  const known = load();
  const fresh = [...newsIds].filter((id) => !snapshot.has(id));
  if (fresh.length === 0) return;
  ids = [...known, ...fresh].slice(-maxRemembered);
  snapshot = new Set(ids);
  writePreference(key, ids.join(','));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab read something: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.endsWith(`.${key}`)) {
      ids = undefined;
      load();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The ids of the headlines the reader has opened (or marked read), and how to mark more. */
export function useReadState(): {
  read: ReadonlySet<string>;
  markRead: (newsIds: Iterable<string>) => void;
} {
  const read = useSyncExternalStore(subscribe, () => {
    load();
    return snapshot;
  });
  return { read, markRead: useCallback(markRead, []) };
}

import { useEffect, useLayoutEffect } from 'react';

type ScrollState = { scrollY?: number } | null;

/** How long scrolling must pause before its place is written into the history entry. */
const settleMs = 100;

/**
 * Each history entry remembers how far its page was scrolled: Back to a view returns to the same
 * place once the view is tall enough again, and a view opened anew starts at its top (a ticker
 * opened from a scrolled feed is not opened scrolled).
 */
export function useScrollMemory(viewKey: string): void {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      const state = (window.history.state as ScrollState) ?? {};
      window.history.replaceState({ ...state, scrollY: window.scrollY }, '');
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(save, settleMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes
  useLayoutEffect(() => {
    const saved = (window.history.state as ScrollState)?.scrollY;
    if (typeof saved !== 'number' || saved <= 0) {
      window.scrollTo(0, 0);
      return;
    }
    // The view draws its cached data within a few frames: wait until it is tall enough.
    let frame = 0;
    let handle = 0;
    const restore = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= saved || frame > 120) window.scrollTo(0, saved);
      else {
        frame += 1;
        handle = requestAnimationFrame(restore);
      }
    };
    restore();
    return () => cancelAnimationFrame(handle);
  }, [viewKey]);
}

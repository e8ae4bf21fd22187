import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a field being typed in (then no shortcut applies). */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return (
    element.isContentEditable ||
    element.tagName === 'INPUT' ||
    element.tagName === 'TEXTAREA' ||
    element.tagName === 'SELECT'
  );
}

/**
 * The feed's keyboard shortcuts: `j` / `k` move to the next / previous headline (and `onMove`
 * shows it), `/` goes to the search box. Keys typed into a field, or with Ctrl, Alt or Meta, are
 * left alone.
 */
export function useFeedKeys(onMove: (article: HTMLElement) => void): void {
  const move = useRef(onMove);
  move.current = onMove;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || typing(event.target)) return;
      if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>(
          'input[aria-label="Search securities"]',
        );
        if (!search) return;
        event.preventDefault();
        search.focus();
        return;
      }
      if (event.key !== 'j' && event.key !== 'k') return;
      const items = [...document.querySelectorAll<HTMLElement>('[data-testid="headline"]')];
      if (items.length === 0) return;
      event.preventDefault();
      const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>(
        '[data-testid="headline"]',
      );
      // From outside the list, the first key goes to the feed's Tab stop (the last one read).
      const next = focused
        ? items[
            event.key === 'j'
              ? Math.min(items.length - 1, items.indexOf(focused) + 1)
              : Math.max(0, items.indexOf(focused) - 1)
          ]
        : (items.find((item) => item.tabIndex === 0) ?? items[0]);
      if (!next) return;
      next.focus();
      next.scrollIntoView({ block: 'nearest' });
      move.current(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

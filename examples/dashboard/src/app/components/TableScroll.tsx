import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A table's box: the table scrolls sideways when it is wider than the screen, with its first
 * column kept in view (CSS), and the box can then be focused and scrolled by keyboard and is
 * named for screen readers.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={ref}
      className={`table-wrap${scrolls ? ' scrolls' : ''}`}
      aria-label={scrolls ? `${label} (scrolls sideways)` : label}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </section>
  );
}

import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element has come within `marginPx` of the screen (once true, it stays true): a
 * card below the fold asks for its data only when the reader scrolls towards it.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>, marginPx = 400): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, marginPx]);
  return near;
}

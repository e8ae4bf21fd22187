import type { Headline } from '@marketdata-sdk/types';
import { useEffect, useRef, useState } from 'react';

/** A sentence for screen readers when new headlines arrive (only then, never for clock ticks). */
export function useArrivalAnnouncement(headlines: Headline[], newIds: Set<string>): string {
  const [text, setText] = useState('');
  const announced = useRef(new Set<string>());
  useEffect(() => {
    const fresh = headlines.filter(
      (h) => newIds.has(h.news_id) && !announced.current.has(h.news_id),
    );
    if (fresh.length === 0) return;
    // Only the ids still listed are kept: the set stays as small as the feed.
    if (announced.current.size > 2 * headlines.length) {
      const listed = new Set(headlines.map((h) => h.news_id));
      for (const id of announced.current) if (!listed.has(id)) announced.current.delete(id);
    }
    for (const h of fresh) announced.current.add(h.news_id);
    const newest = fresh[0] as Headline;
    setText(
      fresh.length === 1
        ? `New headline: ${newest.title}`
        : `${fresh.length} new headlines. Newest: ${newest.title}`,
    );
  }, [headlines, newIds]);
  return text;
}

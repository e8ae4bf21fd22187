import { useGetWireContent, useListWires } from '@marketdata-sdk/react-hooks';
import type { Headline } from '@marketdata-sdk/types';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { Panel } from '../components/Panel';
import { toParagraphs } from '../feed/ReadingPane';
import { fmt } from '../format';

/** One headline of the ticker's news: its title opens its body right under it. */
function TickerHeadline({ headline }: { headline: Headline }) {
  const [open, setOpen] = useState(false);
  const body = useGetWireContent(open ? { content_id: headline.content_id } : skipToken);
  const bodyId = `ticker-news-${headline.news_id}`;
  return (
    <li className="ticker-news-item" data-testid="ticker-headline" data-news-id={headline.news_id}>
      <span className="muted small">
        {headline.source} ·{' '}
        <time dateTime={new Date(headline.publish_time).toISOString()}>
          {fmt.ago(headline.publish_time)}
        </time>
      </span>
      <button
        type="button"
        className="link ticker-news-title"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((was) => !was)}
      >
        {headline.title}
      </button>
      {open && (
        <div id={bodyId} className="ticker-news-body small">
          {body.data
            ? toParagraphs(body.data.content).map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity
                <p key={i}>{p}</p>
              ))
            : body.isError
              ? 'Could not load the story.'
              : 'Loading…'}
        </div>
      )}
    </li>
  );
}

/** How often the ticker's news is asked again while the page is open. */
const refreshMs = 30_000;

/** The latest headlines tagged with the ticker, refreshed while the page is open. */
export function NewsPanel({ ticker }: { ticker: string }) {
  const query = useListWires({ tickers: ticker, size: 8 }, { refetchInterval: refreshMs });
  return (
    <Panel
      title={`${ticker} news`}
      query={query}
      testId="ticker-news"
      isEmpty={(page) => page.data.length === 0}
      empty={`No recent headline mentions ${ticker}.`}
    >
      {(page) => (
        <ul className="ticker-news">
          {page.data.map((headline) => (
            <TickerHeadline key={headline.news_id} headline={headline} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

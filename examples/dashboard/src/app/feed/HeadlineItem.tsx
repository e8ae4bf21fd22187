import type { Headline } from '@marketdata-sdk/types';
import { memo } from 'react';
import { fmt } from '../format';
import { isImportant } from './labels';
import { TickerTag } from './TickerTag';

/** One headline: cover, source, age, title and ticker tags that open the ticker view. */
export const HeadlineItem = memo(function HeadlineItem({
  headline,
  selected,
  isNew,
  now,
  onSelect,
  onOpen,
  onActivate,
  active,
  position,
  showChanges,
  unread,
  dense,
}: {
  /** Not opened yet (nor marked read). */
  unread: boolean;
  /** One line per headline: time, title and tags, no cover. */
  dense: boolean;
  /** Whether the ticker tags show their day's change. */
  showChanges: boolean;
  headline: Headline;
  selected: boolean;
  isNew: boolean;
  now: number;
  onSelect: (headline: Headline) => void;
  /** Enter or Space on the headline: open it and move the focus into the reading pane. */
  onOpen: (headline: Headline) => void;
  /** The headline took the focus: it becomes the feed's one Tab stop. */
  onActivate: (newsId: string) => void;
  /** Whether this headline is the feed's Tab stop (a roving tabindex: one stop for the list). */
  active: boolean;
  /** 1-based place in the feed (the ARIA feed pattern). */
  position: number;
}) {
  const important = isImportant(headline.news_important);
  const classes = [
    'headline',
    important && 'is-important',
    isNew && 'is-new',
    unread && 'is-unread',
    dense && 'dense',
    selected && 'selected',
  ];
  const select = () => onSelect(headline);
  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      // biome-ignore lint/a11y/noRedundantRoles: the feed pattern names the role explicitly
      role="article"
      tabIndex={active ? 0 : -1}
      onFocus={() => onActivate(headline.news_id)}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(headline);
        }
      }}
      aria-posinset={position}
      aria-setsize={-1}
      aria-labelledby={`title-${headline.news_id}`}
      data-testid="headline"
      data-news-id={headline.news_id}
      data-important={important || undefined}
      data-read={!unread}
    >
      {/* The cover and the title are for the mouse; keyboards focus the whole article. */}
      {!dense && (
        <button
          type="button"
          className="cover-button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={select}
        >
          {headline.cover_image && (
            <img
              className="cover"
              src={headline.cover_image}
              alt=""
              loading="lazy"
              width={96}
              height={64}
              onError={(event) => {
                event.currentTarget.style.visibility = 'hidden';
              }}
            />
          )}
        </button>
      )}
      <div className="headline-text">
        <button
          type="button"
          className="headline-main"
          tabIndex={-1}
          aria-pressed={selected}
          onClick={select}
        >
          <span className="headline-meta">
            {important && <span className="badge badge-important">Important</span>}
            {isNew && <span className="badge badge-new">New</span>}
            {unread && <span className="visually-hidden">Unread.</span>}
            <span className="headline-source">{headline.source}</span>
            <span className="headline-source" aria-hidden="true">
              ·
            </span>
            <time dateTime={new Date(headline.publish_time).toISOString()}>
              {/* The clock ticks every few seconds; a headline newer than its last tick is "just now". */}
              {fmt.age(headline.publish_time, Math.max(now, Date.now()))}
            </time>
          </span>
          <span className="headline-title" id={`title-${headline.news_id}`}>
            {headline.title}
          </span>
        </button>
        {headline.tag_list.length > 0 && (
          <span className="tags">
            {headline.tag_list.slice(0, dense ? 3 : 6).map((tag) => (
              <TickerTag
                key={`${tag.market}:${tag.code}`}
                code={tag.code}
                name={tag.name_en}
                showChange={showChanges}
              />
            ))}
          </span>
        )}
      </div>
    </article>
  );
});

import { useGetWireContent } from '@marketdata-sdk/react-hooks';
import type { Headline } from '@marketdata-sdk/types';
import { skipToken } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { fmt } from '../format';
import { navigate } from '../router';

/** The body's paragraphs as text: HTML bodies are parsed, never injected. */
export function toParagraphs(content: string): string[] {
  if (/<[a-z][\s\S]*>/i.test(content)) {
    const doc = new DOMParser().parseFromString(content, 'text/html');
    const blocks = [...doc.body.querySelectorAll('p, li, h1, h2, h3, h4, blockquote')];
    const texts = (blocks.length ? blocks : [doc.body]).map((el) => el.textContent?.trim() ?? '');
    return texts.filter(Boolean);
  }
  return content
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Keeps Tab and Shift+Tab inside the element that handles the event (a modal pane). */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The selected headline's body. */
export function ReadingPane({
  headline,
  modal,
  onClose,
  focusRequest = 0,
}: {
  headline?: Headline;
  /** Bumped to move the focus to the pane's title (Enter on a headline). */
  focusRequest?: number;
  /** True when the pane covers the feed (a narrow screen): focus moves in, Escape closes. */
  modal: boolean;
  onClose: () => void;
}) {
  const wire = useGetWireContent(headline ? { content_id: headline.content_id } : skipToken);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const id = headline?.news_id;
  useEffect(() => {
    if (modal && id) titleRef.current?.focus();
  }, [modal, id]);
  useEffect(() => {
    if (focusRequest > 0 && id) titleRef.current?.focus();
  }, [focusRequest, id]);
  if (!headline) {
    return (
      <aside className="reader reader-empty" aria-label="Reading pane">
        <p className="empty">Choose a headline to read it here.</p>
      </aside>
    );
  }
  const content = wire.data;
  return (
    <aside
      className="reader open"
      aria-label="Reading pane"
      data-testid="reader"
      {...(modal ? { role: 'dialog', 'aria-modal': true } : {})}
      onKeyDown={(event) => {
        if (!modal) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Tab') {
          trapTab(event);
        }
      }}
    >
      <button type="button" className="btn btn-ghost reader-close" onClick={onClose}>
        ← Back to the feed
      </button>
      {content?.cover_image || headline.cover_image ? (
        <img
          className="reader-cover"
          src={content?.cover_image || headline.cover_image}
          alt=""
          onError={(event) => {
            event.currentTarget.style.display = 'none';
          }}
        />
      ) : null}
      <p className="muted small">
        {headline.source} · {fmt.dateTime(headline.publish_time)}
      </p>
      <h2 className="reader-title" ref={titleRef} tabIndex={-1}>
        {content?.title ?? headline.title}
      </h2>
      <div className="tags">
        {headline.tag_list.map((tag) => (
          <button
            key={`${tag.market}:${tag.code}`}
            type="button"
            className="tag"
            data-ticker={tag.code}
            onClick={() => navigate({ view: 'ticker', ticker: tag.code })}
          >
            {tag.code} <span className="muted">{tag.name_en}</span>
          </button>
        ))}
      </div>
      {wire.isPending && (
        <div className="skeleton" aria-busy="true">
          <span />
          <span />
          <span />
          <span />
        </div>
      )}
      {wire.isError && <ErrorNotice error={wire.error} onRetry={() => void wire.refetch()} />}
      {content && (
        <div className="reader-body">
          {toParagraphs(content.content).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never move
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </aside>
  );
}

import { useWire } from '@marketdata-sdk/react-hooks';
import type { Headline } from '@marketdata-sdk/types';
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

/** The selected headline's body. */
export function ReadingPane({ headline, onClose }: { headline?: Headline; onClose: () => void }) {
  const wire = useWire(headline?.content_id);
  if (!headline) {
    return (
      <aside className="reader reader-empty" aria-label="Reading pane">
        <p className="empty">Choose a headline to read it here.</p>
      </aside>
    );
  }
  const content = wire.data;
  return (
    <aside className="reader open" aria-label="Reading pane" data-testid="reader">
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
      <h1 className="reader-title">{content?.title ?? headline.title}</h1>
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

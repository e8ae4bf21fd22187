import { useGetArticleContent, useListArticlesInfinite } from '@marketdata-sdk/react-hooks';
import { useEffect, useRef } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { Skeleton } from '../components/Panel';
import { toParagraphs } from '../feed/ReadingPane';
import { fmt } from '../format';
import { routeHref } from '../router';

/** One article's body (`useGetArticleContent`), its heading focused when it opens. */
function ArticleBody({ contentId }: { contentId: string }) {
  const article = useGetArticleContent({ content_id: contentId });
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = article.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  return (
    <article className="card reader-article" data-testid="article" aria-labelledby="article-title">
      <a href={routeHref({ view: 'articles' })} className="btn btn-ghost btn-small">
        ← All articles
      </a>
      {article.isPending && <Skeleton />}
      {article.isError && (
        <ErrorNotice error={article.error} onRetry={() => void article.refetch()} />
      )}
      {article.data && (
        <>
          <p className="muted small">
            {article.data.author?.nickname} · {fmt.dateTime(article.data.publish_time)}
          </p>
          <h1 className="reader-title" id="article-title" ref={heading} tabIndex={-1}>
            {article.data.title}
          </h1>
          <div className="reader-body" data-testid="article-body">
            {toParagraphs(article.data.content).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never move
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
    </article>
  );
}

/** The article list (`useListArticlesInfinite`, paged by `start_id`); an article opens its body. */
export function ArticlesView({ contentId }: { contentId?: string }) {
  const list = useListArticlesInfinite({ size: 20 });
  if (contentId) return <ArticleBody contentId={contentId} />;
  const articles = list.data?.articles ?? [];
  return (
    <section className="card articles" data-testid="articles" aria-labelledby="articles-title">
      <header className="card-head">
        <h1 className="card-title" id="articles-title">
          Articles
        </h1>
      </header>
      {list.isPending && <Skeleton />}
      {list.isError && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      {articles.length > 0 && (
        <ul className="article-list">
          {articles.map((a) => (
            <li key={a.content_id} data-testid="article-item">
              <a href={routeHref({ view: 'articles', id: a.content_id })}>{a.title}</a>
              <span className="muted small">
                {' '}
                {a.author?.nickname} · {fmt.date(new Date(a.publish_time).toISOString())}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="btn btn-block"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load older articles'}
        </button>
      )}
    </section>
  );
}

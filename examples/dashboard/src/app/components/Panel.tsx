import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, type Ref, useRef } from 'react';
import { useConnection } from '../connection';
import { fmt } from '../format';
import { describeError, ErrorNotice } from './ErrorNotice';

/** Props of {@link Panel}. */
export interface PanelProps<TData> {
  /** Heading of the card. */
  title: ReactNode;
  /** The query whose states the panel shows. */
  query: UseQueryResult<TData, Error>;
  /** True when the data has nothing to show. */
  isEmpty?: (data: TData) => boolean;
  /** What to say when it is empty. */
  empty?: ReactNode;
  /** Controls shown at the right of the heading. */
  actions?: ReactNode;
  /** `data-testid` of the card. */
  testId?: string;
  /** Extra class, e.g. `span-2` for a wide card. */
  className?: string;
  /** Renders the data. */
  children: (data: TData) => ReactNode;
  /** The card's element (e.g. to load its data only when it nears the screen). */
  cardRef?: Ref<HTMLElement>;
}

/** The placeholder of a loading card. */
export function Skeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={label}>
      <span />
      <span />
      <span />
    </div>
  );
}

/**
 * A card with a loading, error, empty and data state for one query. Data once shown stays on
 * screen when a refresh fails, with its age and the reason; a query waiting for the server to
 * come back says so instead of failing.
 */
export function Panel<TData>(props: PanelProps<TData>) {
  const { query, title, actions, testId, className, children, cardRef } = props;
  const connection = useConnection();
  // The last data this card showed stays when a later request (a refresh, new parameters) fails.
  const kept = useRef<{ data: TData; at: number }>(undefined);
  if (query.data !== undefined && !query.isPlaceholderData) {
    kept.current = { data: query.data, at: query.dataUpdatedAt };
  }
  const failed = query.isError || query.fetchStatus === 'paused';
  const shown = query.data !== undefined ? query.data : failed ? kept.current?.data : undefined;
  const shownAt = query.data !== undefined ? query.dataUpdatedAt : (kept.current?.at ?? 0);
  const hasData = shown !== undefined;
  let body: ReactNode;
  let state: string;
  if (hasData) {
    const data = shown as TData;
    state = query.isError ? 'stale' : 'ready';
    body = (
      <>
        {query.isError && (
          <p className="stale-note small" data-testid="stale-note">
            Could not refresh: {describeError(query.error).title.toLowerCase()}. Showing data from{' '}
            {fmt.time(shownAt)}.
          </p>
        )}
        {props.isEmpty?.(data) ? (
          <p className="empty">{props.empty ?? 'Nothing to show.'}</p>
        ) : (
          children(data)
        )}
      </>
    );
  } else if (query.isError && !(describeError(query.error).recovers && !connection.online)) {
    state = 'error';
    body = <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.isError || query.fetchStatus === 'paused') {
    state = 'waiting';
    body = <Skeleton label="Waiting for the server" />;
  } else {
    state = 'loading';
    body = <Skeleton />;
  }
  return (
    <section
      ref={cardRef}
      className={`card ${className ?? ''}`}
      data-testid={testId}
      data-state={state}
    >
      <header className="card-head">
        <h2>{title}</h2>
        {query.isFetching && hasData && (
          <span className="spinner" role="status" aria-label="Updating" />
        )}
        {actions && <div className="card-actions">{actions}</div>}
      </header>
      <div className="card-body">{body}</div>
    </section>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';

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
}

/** A card with a loading, error, empty and data state for one query. */
export function Panel<TData>(props: PanelProps<TData>) {
  const { query, title, actions, testId, className, children } = props;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="skeleton" role="status" aria-busy="true" aria-label="Loading">
        <span />
        <span />
        <span />
      </div>
    );
  } else if (query.isError) {
    body = <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  } else if (props.isEmpty?.(query.data)) {
    body = <p className="empty">{props.empty ?? 'Nothing to show.'}</p>;
  } else {
    body = children(query.data);
  }
  const state = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return (
    <section className={`card ${className ?? ''}`} data-testid={testId} data-state={state}>
      <header className="card-head">
        <h2>{title}</h2>
        {query.isFetching && !query.isPending && (
          <span className="spinner" role="status" aria-label="Updating" />
        )}
        {actions && <div className="card-actions">{actions}</div>}
      </header>
      <div className="card-body">{body}</div>
    </section>
  );
}

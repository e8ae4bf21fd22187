import { useSearchSecurities } from '@marketdata-sdk/react-hooks';
import type { Security } from '@marketdata-sdk/types';
import { useEffect, useId, useState } from 'react';
import { navigate } from '../router';
import { rankSecurities } from './internals/rankSecurities';

/** True when a search result is an ETF (the tag's values are not documented; match loosely). */
export function isEtf(security: Pick<Security, 'security_tag'>): boolean {
  return /etf|fund/i.test(security.security_tag);
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Search as you type: opens the ticker (or ETF) view of the chosen security. */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebounced(text.trim(), 150);
  const search = useSearchSecurities({ query });
  const results = query ? rankSecurities(search.data ?? [], query).slice(0, 8) : [];
  const listId = useId();
  // Enter pressed before the results of the text as typed came: it takes their top one on arrival.
  const [pendingEnter, setPendingEnter] = useState(false);
  // An option the reader moved to with the arrow keys is the one Enter opens, as shown.
  const [moved, setMoved] = useState(false);
  const answered = query === text.trim() && !search.isFetching;

  const choose = (security?: Security) => {
    const ticker = (security?.ticker ?? text.trim()).toUpperCase();
    if (!ticker) return;
    navigate(security && isEtf(security) ? { view: 'etf', ticker } : { view: 'ticker', ticker });
    setText('');
    setOpen(false);
    setPendingEnter(false);
  };
  useEffect(() => {
    if (pendingEnter && answered) choose(results[0]);
  });

  return (
    <div className="search">
      <input
        type="search"
        placeholder="Search ticker or company…"
        aria-label="Search securities"
        aria-keyshortcuts="/"
        aria-controls={listId}
        aria-expanded={open && results.length > 0}
        aria-autocomplete="list"
        aria-activedescendant={
          open && query && results[active] ? `${listId}-option-${active}` : undefined
        }
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setPendingEnter(false);
          setMoved(false);
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            setActive((i) => Math.min(i + 1, results.length - 1));
            setMoved(true);
          } else if (event.key === 'ArrowUp') {
            setActive((i) => Math.max(i - 1, 0));
            setMoved(true);
          } else if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'Enter') {
            if (open && moved && results[active]) choose(results[active]);
            else if (!answered) setPendingEnter(true);
            else choose(results[open ? active : 0]);
          } else return;
          event.preventDefault();
        }}
      />
      {open && query && (
        <div className="search-results" data-testid="search-results">
          <div id={listId} role="listbox" aria-label="Matching securities">
            {results.map((security, index) => (
              <div
                key={`${security.ticker}-${security.exchange}`}
                id={`${listId}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={index === active ? 'active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(security);
                }}
                onMouseEnter={() => setActive(index)}
              >
                <span className="ticker">{security.ticker}</span>
                <span className="name">{security.name}</span>
                <span className="badge">{security.exchange}</span>
                {isEtf(security) && <span className="badge badge-accent">ETF</span>}
              </div>
            ))}
          </div>
          {search.isSuccess && results.length === 0 && (
            <p className="muted">No match for “{query}”. Enter opens it anyway.</p>
          )}
          {search.isError && <p className="negative">{search.error.message}</p>}
        </div>
      )}
    </div>
  );
}

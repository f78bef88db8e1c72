import { useEffect, useId, useRef, useState } from 'react';
import { Input } from 'antd';
import { MIN_TRANSACTION_SEARCH_LENGTH } from '@contract/constants';
import styles from './transactions.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

interface TransactionSearchProps {
  /** the search in force (from the address bar) */
  value: string;
  onSearch: (search: string) => void;
}

/** What the field says under itself while the term is too short for the server to search. */
export const SEARCH_TOO_SHORT = `Type at least ${MIN_TRANSACTION_SEARCH_LENGTH} characters to search.`;

/** A term the server searches: none, or at least the minimum length. */
export const isSearchable = (term: string) =>
  term === '' || term.length >= MIN_TRANSACTION_SEARCH_LENGTH;

/**
 * Searches as the customer types (after a pause), or at once on Enter or the search button; a term
 * shorter than the minimum waits for more characters, and the field says so under itself.
 */
export function TransactionSearch({ value, onSearch }: TransactionSearchProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Back/forward changes the search in force: show it.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    const next = draft.trim();
    if (next === value || !isSearchable(next)) return undefined;
    const timer = setTimeout(() => latest.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  const hintId = useId();
  const tooShort = !isSearchable(draft.trim());
  return (
    <>
      <Input.Search
        status={tooShort ? 'warning' : undefined}
        aria-describedby={hintId}
        aria-label="Search transactions"
        placeholder="Search ref, plan, phone, token..."
        allowClear
        maxLength={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onSearch={(text) => {
          setDraft(text);
          const term = text.trim();
          if (term !== value && isSearchable(term)) onSearch(term);
        }}
      />
      <p id={hintId} className={styles.searchHint} aria-live="polite">
        {tooShort ? SEARCH_TOO_SHORT : ''}
      </p>
    </>
  );
}

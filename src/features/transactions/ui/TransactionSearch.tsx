import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

export const SEARCH_DEBOUNCE_MS = 300;

interface TransactionSearchProps {
  /** the search in force (from the address bar) */
  value: string;
  onSearch: (search: string) => void;
}

/** Searches as the customer types (after a pause), or at once on Enter or the search button. */
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
    if (next === value) return undefined;
    const timer = setTimeout(() => latest.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <Input.Search
      aria-label="Search transactions"
      placeholder="Search ref, plan, phone, token..."
      allowClear
      maxLength={100}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(text) => {
        setDraft(text);
        if (text.trim() !== value) onSearch(text.trim());
      }}
    />
  );
}

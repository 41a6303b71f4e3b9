import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchInputProps {
  /** The search currently applied (e.g. from the URL); the input starts with it. */
  value: string;
  /** Called with the trimmed text once typing pauses for `delay` ms (and at once on Enter). */
  onSearch: (value: string) => void;
  /** Visible label; "Search" by default. */
  label?: string;
  placeholder?: string;
  delay?: number;
}

/**
 * A debounced search box inside a search landmark. Leaving the box applies the search at once:
 * otherwise a pause that ends after the user clicked a result (while its screen loads) would
 * update the address bar and cancel that navigation.
 */
export function SearchInput({ value, onSearch, label, placeholder, delay = 350 }: SearchInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const emit = useEffectEvent((next: string) => {
    if (next !== value) onSearch(next);
  });
  const timer = useRef<number | undefined>(undefined);
  /** Applies the typed text now and drops the pending pause. */
  const flush = () => {
    window.clearTimeout(timer.current);
    const next = text.trim();
    if (next !== value) onSearch(next);
  };
  /** Enter searches at once, without waiting for the pause. */
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    flush();
  };

  useEffect(() => {
    timer.current = window.setTimeout(() => emit(text.trim()), delay);
    return () => window.clearTimeout(timer.current);
  }, [text, delay]);

  return (
    <form role="search" className="search-input" onSubmit={handleSubmit}>
      <label htmlFor={id}>{label ?? t('common:search.label')}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? t('common:search.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onBlur={flush}
      />
    </form>
  );
}

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@/components/field-shell';
import { formatNumber } from '@/lib/i18n';
import './search-combobox.css';

export interface SearchComboboxProps<T> {
  label: string;
  /** The options matching the current search text. */
  options: readonly T[];
  getKey: (option: T) => string;
  getLabel: (option: T) => string;
  /** Text shown while the user is not typing: the label of the chosen value, or ''. */
  selectedLabel: string;
  selectedKey?: string | null;
  onSearch: (text: string) => void;
  onSelect: (option: T | null) => void;
  loading?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Field name: the key of its server error and the base of the input id. */
  name: string;
}

/**
 * An ARIA 1.2 combobox (text input + listbox): type to search, arrows to move, Enter to pick,
 * Escape to close. Works with a screen reader and on a phone, and mirrors in Arabic.
 */
export function SearchCombobox<T>(props: SearchComboboxProps<T>) {
  const {
    label,
    options,
    getKey,
    getLabel,
    selectedLabel,
    selectedKey,
    onSearch,
    onSelect,
    loading,
    disabled,
    required,
    error,
    hint,
    name,
  } = props;
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null); // null = not editing
  const [active, setActive] = useState(-1);
  const baseId = useId();

  useEffect(() => {
    // Keep the highlighted option visible while moving with the arrow keys.
    if (active >= 0) document.getElementById(`${baseId}-opt-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, baseId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setText(null);
  };
  const choose = (option: T) => {
    onSelect(option);
    close();
  };
  const handleChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    onSearch(value);
  };
  const handleBlur = () => {
    // Emptying the box and leaving it clears the choice; other text is just abandoned.
    if (text !== null && text.trim() === '' && selectedKey) onSelect(null);
    close();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const showList = open && options.length > 0;
  const status = !open
    ? ''
    : loading
      ? t('users:picker.searching')
      : options.length === 0
        ? t('users:picker.no_matches')
        : t('users:picker.matches', { n: formatNumber(options.length) });

  return (
    <FieldShell name={name} id={baseId} label={label} hint={hint} error={error} required={required} className="search-combobox">
      {({ inputId, describedBy, invalid }) => (
        <div className="search-combobox__control">
          <input
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={`${inputId}-list`}
            aria-activedescendant={showList && active >= 0 ? `${inputId}-opt-${active}` : undefined}
            aria-invalid={invalid}
            aria-required={required || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            value={text ?? selectedLabel}
            placeholder={t('users:picker.placeholder')}
            onChange={(e) => handleChange(e.target.value)}
            onFocus={() => {
              setOpen(true);
              onSearch(text ?? '');
            }}
            onBlur={handleBlur}
            onKeyDown={handleKeyDown}
          />
          <ul id={`${inputId}-list`} role="listbox" aria-label={label} className="search-combobox__list" hidden={!showList}>
            {options.map((option, index) => (
              <li
                key={getKey(option)}
                id={`${inputId}-opt-${index}`}
                role="option"
                aria-selected={getKey(option) === selectedKey}
                className={index === active ? 'is-active' : undefined}
                // mousedown, not click: it runs before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                {getLabel(option)}
              </li>
            ))}
          </ul>
          <span className="visually-hidden" role="status" aria-live="polite">
            {status}
          </span>
        </div>
      )}
    </FieldShell>
  );
}

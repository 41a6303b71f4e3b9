import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { TResourceFilter, TResourceTextFilter } from './resource-definition';

interface FilterProps<TFilter> {
  filter: TFilter;
  /** The value the list applies now (from the address bar, already checked). */
  value: string;
  onChange: (value: string) => void;
}

/** One filter above a catalogue's list: a select, a typed value or a day. */
export function ResourceFilterField({ filter, value, onChange }: FilterProps<TResourceFilter>) {
  const { t } = useTranslation();
  switch (filter.kind) {
    case 'text':
      return <TextFilter filter={filter} value={value} onChange={onChange} />;
    case 'date':
      return <TextField type="date" name={filter.name} label={t(filter.label)} value={value} onChange={(e) => onChange(e.target.value)} />;
    default:
      return (
        <SelectField
          name={filter.name}
          label={t(filter.label)}
          value={value}
          placeholder={t(filter.placeholder)}
          options={filter.options.map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/**
 * A typed filter keeps what is typed and applies it once typing pauses (or on leaving the
 * field), so a half-typed code ("KH") never empties the box while the list waits for a whole one.
 */
function TextFilter({ filter, value, onChange }: FilterProps<TResourceTextFilter>) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const emit = useEffectEvent((next: string) => {
    if (next !== value) onChange(next);
  });
  useEffect(() => {
    timer.current = window.setTimeout(() => emit(text.trim()), 350);
    return () => window.clearTimeout(timer.current);
  }, [text]);
  const flush = () => {
    window.clearTimeout(timer.current);
    const next = text.trim();
    if (next !== value) onChange(next);
  };
  return (
    <TextField
      name={filter.name}
      label={t(filter.label)}
      dir={filter.dir}
      maxLength={filter.maxLength}
      autoComplete="off"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={flush}
      onKeyDown={(e) => {
        if (e.key === 'Enter') flush();
      }}
    />
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { normalisePnr } from './pnr-area';

export interface PnrSearchFormProps {
  /** The locator searched now (from the address). */
  value: string;
  onSearch: (pnr: string) => void;
  /** The server's message for the locator (422). */
  error?: string | undefined;
}

/**
 * The locator to look up, searched on submit only: a locator is looked up whole (a part of one
 * is never valid), and each look-up may call the airline.
 */
export function PnrSearchForm({ value, onSearch, error }: PnrSearchFormProps) {
  const { t } = useTranslation('pnr');
  const [text, setText] = useState(value);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pnr = normalisePnr(text);
    if (pnr) onSearch(pnr);
  };
  return (
    <form role="search" aria-label={t('pnr:search.label')} className="pnr-search" noValidate onSubmit={handleSubmit}>
      <TextField
        name="pnr"
        label={t('pnr:search.field')}
        hint={t('pnr:search.hint')}
        error={error}
        value={text}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">{t('pnr:search.submit')}</Button>
    </form>
  );
}

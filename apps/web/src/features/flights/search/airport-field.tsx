import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';

export interface AirportFieldProps {
  name: 'origin' | 'destination';
  label: string;
  /** The three-letter airport code ('' while none). */
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/**
 * The airport of a search, typed as its three-letter code. This is the one place the search
 * form asks for an airport: the shared airport picker (search by city or name) replaces this
 * component with the same props — label, value (a code), onChange(code), error.
 */
export function AirportField({ name, label, value, onChange, error }: AirportFieldProps) {
  const { t } = useTranslation('flights');
  return (
    <TextField
      name={name}
      label={label}
      required
      value={value}
      maxLength={3}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      dir="ltr"
      hint={t('flights:search.airport_hint')}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/[^A-Za-z]/g, '').toUpperCase())}
    />
  );
}

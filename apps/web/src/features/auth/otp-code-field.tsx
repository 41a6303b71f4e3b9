import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';

export interface OtpCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | null | undefined;
  autoFocus?: boolean;
}

/** The 6-digit emailed code (sign-in and email verification): digits only, one-time-code autofill. */
export function OtpCodeField({ value, onChange, error, autoFocus }: OtpCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name="code"
      label={t('auth:fields.code')}
      className="otp-field"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={error}
      hint={t('auth:code.hint')}
    />
  );
}

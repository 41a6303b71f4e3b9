import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';

export interface MessageFieldsProps {
  values: { phone: string; message: string };
  errors: Record<string, string>;
  onChange: (field: 'phone' | 'message', value: string) => void;
  /** The inputs' ids when two forms share a page; the fields' own otherwise. */
  id?: (field: 'phone' | 'message') => string;
}

/** What every contact form asks of its writer: an optional phone number and the message. */
export function MessageFields({ values, errors, onChange, id }: MessageFieldsProps) {
  const { t } = useTranslation('enquiries');
  return (
    <>
      <TextField
        id={id?.('phone')}
        name="phone"
        type="tel"
        dir="ltr"
        label={t('enquiries:fields.phone')}
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => onChange('phone', e.target.value)}
        error={errors.phone}
      />
      <TextAreaField
        id={id?.('message')}
        name="message"
        label={t('enquiries:fields.message')}
        required
        rows={6}
        value={values.message}
        onChange={(e) => onChange('message', e.target.value)}
        error={errors.message}
      />
    </>
  );
}

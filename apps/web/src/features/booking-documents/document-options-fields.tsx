import type { TLocale } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { TDocumentOptions, TShowPrice } from './document-options';

export interface DocumentOptionsFieldsProps {
  options: TDocumentOptions;
  onChange: (next: TDocumentOptions) => void;
  /** Agents may print another name on their customer's copy; staff print the agency's own. */
  canName: boolean;
  /** The agency's own name, printed when no other is given. */
  agencyName: string | null;
  /** The server's first message per field (agency_name, locale…). */
  errors?: Partial<Record<keyof TDocumentOptions, string>>;
}

const SHOW_PRICE: readonly TShowPrice[] = ['standard', 'yes', 'no'];
const LOCALES: readonly TLocale[] = ['en', 'ar'];

/** Which copy, whether the price shows, the name on the customer's copy and the language: the same for a download and a mail. */
export function DocumentOptionsFields({ options, onChange, canName, agencyName, errors = {} }: DocumentOptionsFieldsProps) {
  const { t } = useTranslation('booking_documents_ui');
  const set = <K extends keyof TDocumentOptions>(key: K, value: TDocumentOptions[K]) => onChange({ ...options, [key]: value });
  return (
    <div className="people-form__grid booking-documents__options">
      <SelectField
        name="copy"
        label={t('booking_documents_ui:copy')}
        value={options.copy}
        error={errors.copy}
        options={[
          { value: 'agency', label: t('booking_documents_ui:copy_agency') },
          { value: 'customer', label: t('booking_documents_ui:copy_customer') },
        ]}
        onChange={(e) => set('copy', e.target.value === 'customer' ? 'customer' : 'agency')}
      />
      <SelectField
        name="show_price"
        label={t('booking_documents_ui:show_price')}
        value={options.show_price}
        error={errors.show_price}
        options={SHOW_PRICE.map((v) => ({ value: v, label: t(`booking_documents_ui:show_price_${v}`) }))}
        onChange={(e) => set('show_price', SHOW_PRICE.find((v) => v === e.target.value) ?? 'standard')}
      />
      {canName && options.copy === 'customer' && (
        <TextField
          name="agency_name"
          label={t('booking_documents_ui:agency_name')}
          hint={
            agencyName ? t('booking_documents_ui:agency_name_hint', { name: agencyName }) : t('booking_documents_ui:agency_name_hint_plain')
          }
          maxLength={120}
          autoComplete="organization"
          value={options.agency_name}
          error={errors.agency_name}
          onChange={(e) => set('agency_name', e.target.value)}
        />
      )}
      <SelectField
        name="locale"
        label={t('booking_documents_ui:language')}
        value={options.locale}
        error={errors.locale}
        options={LOCALES.map((l) => ({ value: l, label: t(`booking_documents_ui:language_${l}`) }))}
        onChange={(e) => set('locale', e.target.value === 'ar' ? 'ar' : 'en')}
      />
    </div>
  );
}

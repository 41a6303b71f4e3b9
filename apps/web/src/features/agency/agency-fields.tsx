import type { TCity } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { CityPicker } from '@/features/reference-data/city-picker';
import { CountryPicker } from '@/features/reference-data/country-picker';
import type { TAgencyFormValues } from './agency-form-values';
import '@/styles/forms.css';

export interface AgencyFieldsProps {
  values: TAgencyFormValues;
  /** Sets one field; the country change also resets the city through it. */
  onChange: <K extends keyof TAgencyFormValues>(field: K, value: TAgencyFormValues[K]) => void;
  errors: Record<string, string>;
  /** Heading of the fieldset; the form decides whether to show one. */
  legend?: string;
}

/**
 * The agency details (agency name, contact person, phone, address, country, city, licence
 * number) shared by the agent's own form and the staff forms.
 */
export function AgencyFields({ values, onChange, errors, legend }: AgencyFieldsProps) {
  const { t } = useTranslation('users');

  const handleCountry = (code: string) => {
    if (code === values.country_code) return;
    onChange('country_code', code);
    // A city belongs to one country: a new country empties the city.
    onChange('city_id', '');
    onChange('city_name', '');
  };
  const handleCity = (city: TCity | null) => {
    onChange('city_id', city?.id ?? '');
    onChange('city_name', city?.name ?? '');
  };

  return (
    <fieldset className="people-fieldset">
      {legend && <legend>{legend}</legend>}
      <div className="people-form__grid">
        <TextField
          name="agency_name"
          label={t('users:agency.name')}
          required
          autoComplete="organization"
          value={values.agency_name}
          error={errors.agency_name}
          onChange={(e) => onChange('agency_name', e.target.value)}
        />
        <TextField
          name="contact_person"
          label={t('users:agency.contact_person')}
          required
          autoComplete="name"
          value={values.contact_person}
          error={errors.contact_person}
          onChange={(e) => onChange('contact_person', e.target.value)}
        />
        <TextField
          name="phone"
          type="tel"
          dir="ltr"
          label={t('users:agency.phone')}
          hint={t('users:agency.phone_hint')}
          required
          autoComplete="tel"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => onChange('phone', e.target.value)}
        />
        <TextField
          name="licence_number"
          label={t('users:agency.licence_number')}
          required
          value={values.licence_number}
          error={errors.licence_number}
          onChange={(e) => onChange('licence_number', e.target.value)}
        />
        <CountryPicker value={values.country_code} onChange={handleCountry} error={errors.country_code} required />
        <CityPicker
          countryCode={values.country_code}
          value={values.city_id || null}
          valueLabel={values.city_name}
          onChange={handleCity}
          error={errors.city_id}
          required
        />
        <TextAreaField
          className="people-form__wide"
          name="address"
          label={t('users:agency.address')}
          required
          autoComplete="street-address"
          value={values.address}
          error={errors.address}
          onChange={(e) => onChange('address', e.target.value)}
        />
      </div>
    </fieldset>
  );
}

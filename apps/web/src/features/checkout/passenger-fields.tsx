import { TRAVELLER_GENDERS, TRAVELLER_TITLES, type TTraveller } from '@safar/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { passengerFieldName, type TPassengerField, type TPassengerValues } from './checkout-values';
import { CountryPicker } from '@/features/reference-data/country-picker';
import type { TSavedTravellers } from './checkout-queries';
import { TravellerPicker } from './traveller-picker';

export interface TAdultChoice {
  /** The adult's place in the party (what `infant_of` sends). */
  index: number;
  label: string;
}

interface PassengerFieldsProps {
  index: number;
  /** "Adult 1", "Infant 2". */
  heading: string;
  passenger: TPassengerValues;
  /** This passenger's messages, by field name (`passengers.0.title`). */
  errors: Record<string, string | undefined>;
  /** The adults an infant may travel on. */
  adults: readonly TAdultChoice[];
  /** Whose saved travellers to offer, or null for none (a visitor without an account has none). */
  savedTravellers: TSavedTravellers | null;
  /** Ask an infant for the adult it travels with: an airline seats each on an adult's lap (a package or a policy does not ask). */
  lapAdult?: boolean;
  onChange: (index: number, field: TPassengerField, value: string) => void;
  onPick: (index: number, traveller: TTraveller) => void;
}

/**
 * One passenger of the party: a saved traveller to fill it from, then the fields a passport and
 * an airline's booking need, and for an infant the adult it travels on.
 */
export const PassengerFields = memo(function PassengerFields(props: PassengerFieldsProps) {
  const { index, heading, passenger, errors, adults, savedTravellers, lapAdult = true, onChange, onPick } = props;
  const { t } = useTranslation(['checkout', 'travellers']);
  const field = (name: TPassengerField) => {
    const key = passengerFieldName(index, name);
    return {
      name: key,
      value: passenger[name],
      error: errors[key],
      onChange: (e: { target: { value: string } }) => onChange(index, name, e.target.value),
    };
  };
  const latin = { autoComplete: 'off', dir: 'ltr', lang: 'en', className: 'checkout-latin' } as const;

  return (
    <fieldset className="checkout-passenger">
      <legend>{heading}</legend>
      <div className="checkout-passenger__pick">
        {savedTravellers && <TravellerPicker index={index} from={savedTravellers} onPick={(traveller) => onPick(index, traveller)} />}
        {passenger.traveller_number && (
          <p className="field-hint" role="status">
            {t('checkout:passengers.picked', { number: passenger.traveller_number })}
          </p>
        )}
      </div>
      <div className="people-form__grid">
        <SelectField
          {...field('title')}
          label={t('travellers:fields.title')}
          required
          placeholder={t('checkout:passengers.choose')}
          options={TRAVELLER_TITLES.map((v) => ({ value: v, label: t(`travellers:titles.${v}`) }))}
        />
        <SelectField
          {...field('gender')}
          label={t('travellers:fields.gender')}
          required
          placeholder={t('checkout:passengers.choose')}
          options={TRAVELLER_GENDERS.map((v) => ({ value: v, label: t(`travellers:genders.${v}`) }))}
        />
        <TextField {...field('given_name')} {...latin} label={t('travellers:fields.given_name')} required maxLength={60} />
        <TextField {...field('family_name')} {...latin} label={t('travellers:fields.family_name')} required maxLength={60} />
        <TextField {...field('born_on')} type="date" label={t('travellers:fields.born_on')} required />
        <CountryPicker
          name={passengerFieldName(index, 'nationality')}
          label={t('travellers:fields.nationality')}
          value={passenger.nationality}
          error={errors[passengerFieldName(index, 'nationality')]}
          onChange={(code) => onChange(index, 'nationality', code)}
          required
        />
        <TextField
          {...field('passport_number')}
          {...latin}
          label={t('travellers:fields.passport_number')}
          required
          maxLength={20}
          lang={undefined}
        />
        <CountryPicker
          name={passengerFieldName(index, 'passport_country')}
          label={t('travellers:fields.passport_country')}
          value={passenger.passport_country}
          error={errors[passengerFieldName(index, 'passport_country')]}
          onChange={(code) => onChange(index, 'passport_country', code)}
          required
        />
        <TextField {...field('passport_expires_on')} type="date" label={t('travellers:fields.passport_expires_on')} required />
        {lapAdult && passenger.type === 'infant' && (
          <SelectField
            {...field('infant_of')}
            label={t('checkout:passengers.travels_with')}
            required
            placeholder={t('checkout:passengers.choose')}
            options={adults.map((a) => ({ value: String(a.index), label: a.label }))}
          />
        )}
      </div>
    </fieldset>
  );
});

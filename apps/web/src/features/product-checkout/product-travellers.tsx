import type { TPassengerType } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { passengerFieldName, type TPassengerField } from '@/features/checkout/checkout-values';
import type { TSavedTravellers } from '@/features/checkout/checkout-queries';
import { PassengerFields } from '@/features/checkout/passenger-fields';
import type { TProductCheckout } from './use-product-checkout';

const PASSENGER_FIELDS: readonly TPassengerField[] = [
  'title',
  'given_name',
  'family_name',
  'born_on',
  'gender',
  'nationality',
  'passport_number',
  'passport_country',
  'passport_expires_on',
];

const NO_ADULTS: never[] = [];

/** The fields the travellers' forms show, by their names (`passengers.0.given_name`): their messages sit beside them. */
export const travellerFieldNames = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => PASSENGER_FIELDS.map((f) => passengerFieldName(i, f))).flat();

export interface ProductTravellersProps {
  checkout: TProductCheckout;
  party: readonly TPassengerType[];
  /** Each traveller's legend ("Adult 1", "Traveller 2, 40 years old"). */
  headingOf: (index: number) => string;
  /** Whose saved travellers to offer (an agent's own, an enquiring agent's to staff), or null for none. */
  savedTravellers: TSavedTravellers | null;
}

/** One form per traveller of the party (the flight checkout's), as a product is booked: an infant on a lap is not asked whose. */
export function ProductTravellers({ checkout, party, headingOf, savedTravellers }: ProductTravellersProps) {
  const { t } = useTranslation(['product_bookings', 'checkout']);
  return (
    <section className="checkout-passengers" aria-labelledby="product-travellers-title">
      <h2 id="product-travellers-title">{t('product_bookings:travellers.title')}</h2>
      <p className="muted">{t('product_bookings:travellers.intro')}</p>
      <p className="field-hint">{t('checkout:passengers.name_hint')}</p>
      {checkout.travellers.map((traveller, index) => (
        <PassengerFields
          key={`${party[index]}-${index}`}
          index={index}
          heading={headingOf(index)}
          passenger={traveller}
          errors={checkout.errors}
          adults={NO_ADULTS}
          savedTravellers={savedTravellers}
          lapAdult={false}
          onChange={checkout.setTraveller}
          onPick={checkout.pickTraveller}
        />
      ))}
    </section>
  );
}

import {
  daysBefore,
  ROOM_SHARINGS,
  type TDepartureView,
  type TPackagePriceType,
  type TPassengerType,
  type TRoomSharing,
} from '@safar/contracts';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { formatDay } from '@/features/travel-packages/package-text';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { placesOf, type TPartyCounts } from './product-checkout-values';
import type { TSummaryLine } from './product-price-summary';
import { TravellerCounts } from './traveller-counts';
import type { TProductCheckout } from './use-product-checkout';

const PACKAGE_TYPES: readonly TPassengerType[] = ['adult', 'child', 'infant'];

/** The fields a package's choices show above the travellers (their messages are beside them). */
export const PACKAGE_CHOICE_FIELDS = ['departure_id', 'room_sharing', 'passengers'] as const;

/** The price of one traveller of a kind on a departure, as the buyer pays it (the public price, or an agency's). */
export type TDeparturePrice = (departure: TDepartureView, type: TPackagePriceType) => number;

/** What a package's choices lack before it can be booked: a departure, a room sharing, seats for the party. */
export function packageChoiceErrors(
  departure: TDepartureView | null,
  sharing: TRoomSharing | '',
  counts: TPartyCounts,
  t: TFunction,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!departure) errors.departure_id = t('validation:required');
  if (!sharing) errors.room_sharing = t('validation:required');
  if (departure && counts.adult + counts.child > departure.seats_left)
    errors.passengers = t('product_bookings:package.too_few_seats', { count: departure.seats_left });
  return errors;
}

/** The price summary's lines of a package: adults at the room's price, children and infants at theirs. */
export function packageSummaryLines(
  departure: TDepartureView | null,
  sharing: TRoomSharing | '',
  counts: TPartyCounts,
  price: TDeparturePrice,
  t: TFunction,
): TSummaryLine[] {
  if (!departure) return [];
  return [
    {
      key: 'adult',
      label: sharing ? t(`product_bookings:package.adult_in.${sharing}`) : t('flights:passenger_types.adult'),
      count: counts.adult,
      unitMinor: sharing ? price(departure, sharing) : 0,
    },
    { key: 'child', label: t('flights:passenger_types.child'), count: counts.child, unitMinor: price(departure, 'child') },
    { key: 'infant', label: t('flights:passenger_types.infant'), count: counts.infant, unitMinor: price(departure, 'infant') },
  ];
}

/** Each traveller's legend on a package: "Adult 1", "Infant 1". */
export const packageTravellerHeading = (party: readonly TPassengerType[], t: TFunction) => {
  const places = placesOf(party);
  return (i: number) =>
    t('checkout:passengers.heading', { type: t(`flights:passenger_types.${party[i]}`), n: formatNumber(places[i]! + 1) });
};

export interface PackageTripFieldsProps {
  checkout: TProductCheckout;
  /** The departures on sale. */
  departures: readonly TDepartureView[];
  departure: TDepartureView | null;
  nights: number;
  currency: string;
  sharing: TRoomSharing | '';
  counts: TPartyCounts;
  price: TDeparturePrice;
  /** Said above the departure (the one the address named is no longer on sale). */
  notice?: ReactNode;
  onDeparture: (id: string) => void;
  onSharing: (sharing: TRoomSharing) => void;
  onCounts: (counts: TPartyCounts) => void;
}

/**
 * A package's choices: a departure on sale with its seats left, the room sharing (each adult's
 * price depends on it), and how many adults, children and infants (by age on the day it leaves),
 * within the seats left. A choice changed drops the messages it made stale.
 */
export function PackageTripFields(props: PackageTripFieldsProps) {
  const { checkout, departures, departure, nights, currency, sharing, counts, price, notice } = props;
  const { t } = useTranslation(['product_bookings', 'checkout', 'flights']);
  const locale = currentLocale();
  const sharingId = useId();
  const sharingError = checkout.errors.room_sharing;
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>{t('product_bookings:package.trip')}</legend>
        {notice}
        <SelectField
          name="departure_id"
          label={t('product_bookings:package.departure')}
          required
          placeholder={t('checkout:passengers.choose')}
          value={departure?.id ?? ''}
          error={checkout.errors.departure_id}
          options={departures.map((d) => ({
            value: d.id,
            label: t('product_bookings:package.departure_option', { date: formatDay(d.date, { dateStyle: 'full' }), count: d.seats_left }),
          }))}
          onChange={(e) => {
            props.onDeparture(e.target.value);
            checkout.clearErrors((f) => f === 'departure_id' || f === 'passengers' || f.endsWith('.born_on'));
          }}
        />
        {departure && (
          <p className="field-hint">
            {t('product_bookings:package.dates', {
              count: nights,
              from: formatDay(departure.date),
              to: formatDay(daysBefore(departure.date, -nights)),
            })}
          </p>
        )}
      </fieldset>
      <fieldset
        className={['choice', 'checkout-fieldset', sharingError ? 'field-invalid' : ''].filter(Boolean).join(' ')}
        aria-describedby={sharingError ? `${sharingId}-error` : undefined}
      >
        <legend>
          {t('product_bookings:package.room_sharing')}
          <span aria-hidden="true"> *</span>
        </legend>
        <p className="field-hint">{t('product_bookings:package.room_sharing_hint')}</p>
        {ROOM_SHARINGS.map((option) => (
          <label key={option} className="choice-option">
            <input
              type="radio"
              name="room_sharing"
              value={option}
              checked={sharing === option}
              aria-invalid={sharingError ? true : undefined}
              onChange={() => {
                props.onSharing(option);
                checkout.clearErrors((f) => f === 'room_sharing');
              }}
            />
            {t(`product_bookings:package.sharing.${option}`)}
            {departure && (
              <span className="muted">
                {' '}
                · {t('product_bookings:package.per_adult', { amount: formatMoney(price(departure, option), currency, locale) })}
              </span>
            )}
          </label>
        ))}
        {sharingError && (
          <p id={`${sharingId}-error`} className="field-error" role="alert">
            {sharingError}
          </p>
        )}
      </fieldset>
      <TravellerCounts
        counts={counts}
        types={PACKAGE_TYPES}
        labelOf={(type) => ({
          label: t(`product_bookings:package.counts.${type}`),
          hint: t(`product_bookings:package.counts.${type}_hint`),
        })}
        minOf={(type) => (type === 'adult' ? 1 : 0)}
        maxOf={(type, c) =>
          type === 'infant'
            ? c.adult
            : departure
              ? Math.max(0, departure.seats_left - (type === 'adult' ? c.child : c.adult))
              : Number.POSITIVE_INFINITY
        }
        error={checkout.errors.passengers}
        onChange={(next) => {
          props.onCounts({ ...next, infant: Math.min(next.infant, next.adult) });
          checkout.clearErrors((f) => f === 'passengers' || f.endsWith('.born_on'));
        }}
      />
    </>
  );
}

import { daysBefore, todayIn, type TPassengerType } from '@safar/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { formatDay } from '@/features/travellers/traveller-form-values';
import { formatNumber } from '@/lib/i18n';
import { placesOf, type TPartyCounts } from './product-checkout-values';
import type { TSummaryLine } from './product-price-summary';
import { TravellerCounts } from './traveller-counts';
import type { TProductCheckout } from './use-product-checkout';

const VISA_TYPES: readonly TPassengerType[] = ['adult', 'child'];

/** The fields a visa's choices show above the applicants (their messages are beside them). */
export const VISA_CHOICE_FIELDS = ['travel_on', 'passengers'] as const;

/** The device's today: the API counts from the agency's, a day either side at most, and says so if they differ. */
export const deviceToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The first day an application made today can be travelled on: the shortest processing time, and never less than a day. */
export const earliestTravelDay = (today: string, processingDaysMin: number) => daysBefore(today, -Math.max(1, processingDaysMin));

/** What a visa's choices lack: a day of travel, far enough ahead for the visa to be processed. */
export function visaChoiceErrors(travelOn: string, earliest: string, t: TFunction): Record<string, string> {
  if (!travelOn) return { travel_on: t('validation:required') };
  if (travelOn < earliest) return { travel_on: t('validation:visa_travel_too_soon', { date: formatDay(earliest) }) };
  return {};
}

/** The price summary's lines of a visa: each applicant at the price of an adult or a child. */
export const visaSummaryLines = (prices: { adult: number; child: number }, counts: TPartyCounts, t: TFunction): TSummaryLine[] => [
  { key: 'adult', label: t('product_bookings:visa.types.adult'), count: counts.adult, unitMinor: prices.adult },
  { key: 'child', label: t('product_bookings:visa.types.child'), count: counts.child, unitMinor: prices.child },
];

/** Each applicant's legend: "Adult 1", "Child 1". */
export const visaTravellerHeading = (party: readonly TPassengerType[], t: TFunction) => {
  const places = placesOf(party);
  return (i: number) =>
    t('checkout:passengers.heading', { type: t(`product_bookings:visa.types.${party[i]}`), n: formatNumber(places[i]! + 1) });
};

export interface VisaTripFieldsProps {
  checkout: TProductCheckout;
  travelOn: string;
  /** The first day the visa can be travelled on (see earliestTravelDay). */
  earliest: string;
  counts: TPartyCounts;
  /** The visa asks for copies of documents, sent once booked. */
  documentsLater: boolean;
  onTravelOn: (day: string) => void;
  onCounts: (counts: TPartyCounts) => void;
}

/** A visa's choices: the day of travel and how many adults and children (by age on that day). */
export function VisaTripFields({ checkout, travelOn, earliest, counts, documentsLater, onTravelOn, onCounts }: VisaTripFieldsProps) {
  const { t } = useTranslation(['product_bookings', 'checkout']);
  return (
    <>
      <fieldset className="checkout-fieldset">
        <legend>{t('product_bookings:visa.trip')}</legend>
        <TextField
          name="travel_on"
          type="date"
          label={t('product_bookings:visa.travel_on')}
          hint={t('product_bookings:visa.travel_on_hint', { date: formatDay(earliest) })}
          required
          min={earliest}
          value={travelOn}
          error={checkout.errors.travel_on}
          onChange={(e) => {
            onTravelOn(e.target.value);
            checkout.clearErrors((f) => f === 'travel_on' || f.endsWith('.born_on'));
          }}
        />
      </fieldset>
      <TravellerCounts
        counts={counts}
        types={VISA_TYPES}
        labelOf={(type) => ({ label: t(`product_bookings:visa.counts.${type}`), hint: t(`product_bookings:visa.counts.${type}_hint`) })}
        error={checkout.errors.passengers}
        onChange={(next) => {
          onCounts(next);
          checkout.clearErrors((f) => f === 'passengers' || f.endsWith('.born_on'));
        }}
      />
      {documentsLater && <p className="form-notice">{t('product_bookings:visa.documents_later')}</p>}
    </>
  );
}

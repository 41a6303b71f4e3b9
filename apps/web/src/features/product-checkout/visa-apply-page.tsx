import { daysBefore, todayIn, type TPassengerType, type TVisaView } from '@safar/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { TextField } from '@/components/text-field';
import { readerPrices, visaTitle } from '@/features/visa-catalogue/visa-text';
import { visaPaths } from '@/features/visa-catalogue/visa-paths';
import { useVisaBySlug } from '@/features/visas/visas-queries';
import { formatDay } from '@/features/travellers/traveller-form-values';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { parseMoneyInput } from '@/lib/money';
import { CheckoutPage, ProductReadError } from './checkout-page';
import { ProductCheckoutForm, type TCheckoutAudience } from './product-checkout-form';
import { partyOf, placesOf, typesOnDay, validateProductBooking, visaAgeGroup, type TPartyCounts } from './product-checkout-values';
import { ProductPriceSummary } from './product-price-summary';
import { TravellerCounts } from './traveller-counts';
import { useProductCheckout } from './use-product-checkout';

const VISA_TYPES: readonly TPassengerType[] = ['adult', 'child'];
const CHOICE_FIELDS = ['travel_on', 'passengers'] as const;

/** The device's today: the API counts from the agency's, a day either side at most, and says so if they differ. */
const deviceToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The first day an application made today can be travelled on: the shortest processing time, and never less than a day. */
export const earliestTravelDay = (today: string, processingDaysMin: number) => daysBefore(today, -Math.max(1, processingDaysMin));

/**
 * `/visa-details/:slug/apply` (and `/agent/visa-details/:slug/apply`): the day of travel, the
 * applicants (adults and children, by age on that day) with their passports, the contact, and the
 * price per applicant from the catalogue. An agent pays from its wallet; a traveller by card.
 */
export function VisaApplyPage({ audience }: { audience: TCheckoutAudience }) {
  const { t } = useTranslation(['product_bookings', 'visas']);
  const { slug = '' } = useParams();
  const visa = useVisaBySlug(slug);
  const paths = visaPaths[audience === 'agent' ? 'agent' : 'public'];
  const back = (
    <Link to={paths.details(slug)} className="back-link">
      {t('product_bookings:visa.back')}
    </Link>
  );
  if (visa.isPending)
    return (
      <CheckoutPage audience={audience} title={t('product_bookings:visa.title_plain')} back={back}>
        <PageState state="loading" />
      </CheckoutPage>
    );
  if (visa.isError)
    return (
      <CheckoutPage audience={audience} title={t('product_bookings:visa.title_plain')} back={back}>
        <ProductReadError error={visa.error} onRetry={() => void visa.refetch()} goneMessage={t('visas:public.not_found')} />
      </CheckoutPage>
    );
  return (
    <CheckoutPage
      audience={audience}
      title={t('product_bookings:visa.title', { title: visaTitle(visa.data, currentLocale()) })}
      back={back}
    >
      <VisaApplyForm visa={visa.data} audience={audience} />
    </CheckoutPage>
  );
}

function VisaApplyForm({ visa, audience }: { visa: TVisaView; audience: TCheckoutAudience }) {
  const { t } = useTranslation(['product_bookings', 'checkout', 'flights']);
  const [counts, setCounts] = useState<TPartyCounts>({ adult: 1, child: 0, infant: 0 });
  const [travelOn, setTravelOn] = useState('');
  const party = useMemo(() => partyOf(counts), [counts]);
  const places = useMemo(() => placesOf(party), [party]);
  const checkout = useProductCheckout(party);
  const prices = readerPrices(visa);
  const earliest = earliestTravelDay(deviceToday(), visa.processing_days_min);
  const markup = parseMoneyInput(checkout.values.markup, visa.currency, { allowZero: true });

  const validate = () => {
    const choiceErrors: Record<string, string> = {};
    if (!travelOn) choiceErrors.travel_on = t('validation:required');
    else if (travelOn < earliest) choiceErrors.travel_on = t('validation:visa_travel_too_soon', { date: formatDay(earliest) });
    const result = validateProductBooking(
      {
        choice: { product: 'visa', item_id: visa.id, travel_on: travelOn || undefined },
        party,
        values: checkout.values,
        currency: visa.currency,
        agent: audience === 'agent',
        choiceErrors,
        check: travelOn ? typesOnDay(party, travelOn, visaAgeGroup) : undefined,
      },
      t,
    );
    checkout.setErrors(result.errors);
    return result.body;
  };

  const changeCounts = (next: TPartyCounts) => {
    setCounts(next);
    checkout.clearErrors((f) => f === 'passengers' || f.endsWith('.born_on'));
  };

  return (
    <ProductCheckoutForm
      audience={audience}
      checkout={checkout}
      party={party}
      headingOf={(i) =>
        t('checkout:passengers.heading', { type: t(`product_bookings:visa.types.${party[i]}`), n: formatNumber(places[i]! + 1) })
      }
      currency={visa.currency}
      validate={validate}
      choiceFields={CHOICE_FIELDS}
      summary={
        <ProductPriceSummary
          audience={audience}
          currency={visa.currency}
          markupMinor={markup.ok ? markup.amount_minor : 0}
          lines={[
            { key: 'adult', label: t('product_bookings:visa.types.adult'), count: counts.adult, unitMinor: prices.adult },
            { key: 'child', label: t('product_bookings:visa.types.child'), count: counts.child, unitMinor: prices.child },
          ]}
        />
      }
    >
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
            setTravelOn(e.target.value);
            checkout.clearErrors((f) => f === 'travel_on' || f.endsWith('.born_on'));
          }}
        />
      </fieldset>
      <TravellerCounts
        counts={counts}
        types={VISA_TYPES}
        labelOf={(type) => ({ label: t(`product_bookings:visa.counts.${type}`), hint: t(`product_bookings:visa.counts.${type}_hint`) })}
        error={checkout.errors.passengers}
        onChange={changeCounts}
      />
      {visa.documents.some((d) => d.upload) && <p className="form-notice">{t('product_bookings:visa.documents_later')}</p>}
    </ProductCheckoutForm>
  );
}

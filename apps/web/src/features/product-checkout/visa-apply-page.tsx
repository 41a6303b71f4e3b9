import type { TVisaView } from '@safar/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { readerPrices, visaTitle } from '@/features/visa-catalogue/visa-text';
import { visaPaths } from '@/features/visa-catalogue/visa-paths';
import { useVisaBySlug } from '@/features/visas/visas-queries';
import { currentLocale } from '@/lib/i18n';
import { parseMoneyInput } from '@/lib/money';
import { CheckoutPage, ProductReadError } from './checkout-page';
import { ProductCheckoutForm, type TCheckoutAudience } from './product-checkout-form';
import { partyOf, typesOnDay, validateProductBooking, visaAgeGroup, type TPartyCounts } from './product-checkout-values';
import { ProductPriceSummary } from './product-price-summary';
import { useProductCheckout } from './use-product-checkout';
import {
  deviceToday,
  earliestTravelDay,
  VISA_CHOICE_FIELDS,
  visaChoiceErrors,
  visaSummaryLines,
  visaTravellerHeading,
  VisaTripFields,
} from './visa-trip-fields';

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
  const checkout = useProductCheckout(party);
  const earliest = earliestTravelDay(deviceToday(), visa.processing_days_min);
  const markup = parseMoneyInput(checkout.values.markup, visa.currency, { allowZero: true });

  const validate = () => {
    const result = validateProductBooking(
      {
        choice: { product: 'visa', item_id: visa.id, travel_on: travelOn || undefined },
        party,
        values: checkout.values,
        currency: visa.currency,
        agent: audience === 'agent',
        choiceErrors: visaChoiceErrors(travelOn, earliest, t),
        check: travelOn ? typesOnDay(party, travelOn, visaAgeGroup) : undefined,
      },
      t,
    );
    checkout.setErrors(result.errors);
    return result.body;
  };

  return (
    <ProductCheckoutForm
      audience={audience}
      checkout={checkout}
      party={party}
      headingOf={visaTravellerHeading(party, t)}
      currency={visa.currency}
      validate={validate}
      choiceFields={VISA_CHOICE_FIELDS}
      summary={
        <ProductPriceSummary
          audience={audience}
          currency={visa.currency}
          markupMinor={markup.ok ? markup.amount_minor : 0}
          lines={visaSummaryLines(readerPrices(visa), counts, t)}
        />
      }
    >
      <VisaTripFields
        checkout={checkout}
        travelOn={travelOn}
        earliest={earliest}
        counts={counts}
        documentsLater={visa.documents.some((d) => d.upload)}
        onTravelOn={setTravelOn}
        onCounts={setCounts}
      />
    </ProductCheckoutForm>
  );
}

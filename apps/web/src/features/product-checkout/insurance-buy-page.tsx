import type { TInsuranceQuote, TInsuranceQuotedPlan } from '@safar/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { quoteSearchParams } from '@/features/travel-insurance/quote-form-values';
import { useStoredQuote } from '@/features/travel-insurance/travel-insurance-queries';
import { formatDay } from '@/features/travellers/traveller-form-values';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { parseMoneyInput } from '@/lib/money';
import { isUuid } from '@/lib/url-filters';
import { CheckoutPage, ProductReadError } from './checkout-page';
import { ProductCheckoutForm, type TCheckoutAudience } from './product-checkout-form';
import { agesOnDay, typeOfAge, validateProductBooking } from './product-checkout-values';
import { ProductPriceSummary } from './product-price-summary';
import { useProductCheckout } from './use-product-checkout';

const NO_CHOICES: readonly string[] = [];

/** The quote page of the area, with the trip asked again when it is known (the way back from here). */
function quoteHref(audience: TCheckoutAudience, quote?: TInsuranceQuote) {
  const base = audience === 'agent' ? '/agent/travel-insurance' : '/travel-insurance';
  if (!quote) return base;
  const trip = quoteSearchParams({
    region: quote.region,
    start_date: quote.start_date,
    end_date: quote.end_date,
    ages: quote.travellers.map((t) => String(t.age)),
  });
  return `${base}?${new URLSearchParams(trip).toString()}`;
}

/**
 * `/travel-insurance/buy?quote=…&plan=…` (and `/agent/travel-insurance/buy`): one plan of a stored
 * quote bought for the travellers it was priced for, each named with their passport. Their ages
 * on the trip's first day must be the ages quoted, in the same order. The price is the quote's.
 */
export function InsuranceBuyPage({ audience }: { audience: TCheckoutAudience }) {
  const { t } = useTranslation(['product_bookings', 'travel_insurance']);
  const [params] = useSearchParams();
  const quoteId = params.get('quote') ?? '';
  const planId = params.get('plan') ?? '';
  const named = isUuid(quoteId) && isUuid(planId);
  const quote = useStoredQuote(named ? quoteId : '');
  const again = (
    <Link to={quoteHref(audience, quote.data)} className="back-link">
      {t('product_bookings:insurance.back')}
    </Link>
  );
  const plain = t('product_bookings:insurance.title_plain');
  if (!named)
    return (
      <CheckoutPage audience={audience} title={plain} back={again}>
        <PageState state="empty" message={t('product_bookings:insurance.no_quote')} />
      </CheckoutPage>
    );
  if (quote.isPending)
    return (
      <CheckoutPage audience={audience} title={plain} back={again}>
        <PageState state="loading" />
      </CheckoutPage>
    );
  if (quote.isError)
    return (
      <CheckoutPage audience={audience} title={plain} back={again}>
        <ProductReadError error={quote.error} onRetry={() => void quote.refetch()} goneMessage={t('product_bookings:insurance.no_quote')} />
      </CheckoutPage>
    );
  const plan = quote.data.plans.find((p) => p.plan.id === planId);
  if (!plan)
    return (
      <CheckoutPage audience={audience} title={plain} back={again}>
        <PageState state="empty" message={t('product_bookings:insurance.no_plan')} />
      </CheckoutPage>
    );
  const name = currentLocale() === 'ar' ? plan.plan.name_ar : plan.plan.name_en;
  return (
    <CheckoutPage audience={audience} title={t('product_bookings:insurance.title', { name })} back={again}>
      <InsuranceBuyForm quote={quote.data} plan={plan} audience={audience} />
    </CheckoutPage>
  );
}

/**
 * Whether a quote has lapsed (after an hour, or once the trip has begun: it cannot be bought then,
 * only asked again), turning true when it does.
 */
function useLapsed(expiresAt: string | null): boolean {
  const [lapsed, setLapsed] = useState(() => expiresAt !== null && Date.parse(expiresAt) <= Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const left = Date.parse(expiresAt) - Date.now();
    // Beyond what a timer can wait (about 24 days) the page is long closed.
    if (left <= 0 || left > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setLapsed(true), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return lapsed;
}

function InsuranceBuyForm({ quote, plan, audience }: { quote: TInsuranceQuote; plan: TInsuranceQuotedPlan; audience: TCheckoutAudience }) {
  const { t } = useTranslation(['product_bookings', 'travel_insurance']);
  const ages = useMemo(() => quote.travellers.map((x) => x.age), [quote]);
  const party = useMemo(() => ages.map(typeOfAge), [ages]);
  const checkout = useProductCheckout(party);
  const expired = useLapsed(quote.expires_at);
  const priceOf = (i: number) => plan.travellers[i]?.price_minor ?? plan.travellers[i]?.agent_price_minor ?? 0;
  const markup = parseMoneyInput(checkout.values.markup, plan.currency, { allowZero: true });
  const travellerLabel = (i: number) => t('product_bookings:insurance.traveller', { n: formatNumber(i + 1), age: formatNumber(ages[i]!) });

  const validate = () => {
    const result = validateProductBooking(
      {
        choice: { product: 'insurance', item_id: plan.plan.id, quote_id: quote.id ?? undefined },
        party,
        values: checkout.values,
        currency: plan.currency,
        agent: audience === 'agent',
        check: agesOnDay(ages, quote.start_date),
      },
      t,
    );
    checkout.setErrors(result.errors);
    return result.body;
  };

  return (
    <>
      <Card title={t('product_bookings:insurance.trip')} className="product-trip">
        <dl className="details">
          <div>
            <dt>{t('product_bookings:insurance.insurer')}</dt>
            <dd>{plan.plan.insurer_name}</dd>
          </div>
          <div>
            <dt>{t('product_bookings:insurance.region')}</dt>
            <dd>{t(`travel_insurance:regions.${quote.region}`)}</dd>
          </div>
          <div>
            <dt>{t('product_bookings:insurance.dates')}</dt>
            <dd>
              {t('product_bookings:insurance.dates_value', {
                from: formatDay(quote.start_date),
                to: formatDay(quote.end_date),
                count: quote.trip_days,
              })}
            </dd>
          </div>
        </dl>
      </Card>
      {expired && (
        <div className="form-error" role="alert">
          <p className="form-error-title">{t('product_bookings:insurance.expired')}</p>
          <Link to={quoteHref(audience, quote)}>{t('product_bookings:insurance.ask_again')}</Link>
        </div>
      )}
      <ProductCheckoutForm
        audience={audience}
        checkout={checkout}
        party={party}
        headingOf={travellerLabel}
        currency={plan.currency}
        validate={validate}
        choiceFields={NO_CHOICES}
        blocked={expired}
        summary={
          <ProductPriceSummary
            audience={audience}
            currency={plan.currency}
            markupMinor={markup.ok ? markup.amount_minor : 0}
            lines={ages.map((_, i) => ({ key: String(i), label: travellerLabel(i), count: 1, unitMinor: priceOf(i) }))}
          />
        }
      >
        <p className="form-notice">{t('product_bookings:insurance.ages_note', { date: formatDay(quote.start_date) })}</p>
      </ProductCheckoutForm>
    </>
  );
}

import type { TPackageView, TRoomSharing } from '@safar/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { priceOf } from '@/features/travel-packages/departures-list';
import { holidayPageHooks } from '@/features/travel-packages/holidays-queries';
import { detailsPath, type TPackageKindSpec } from '@/features/travel-packages/package-kinds';
import { titleOf } from '@/features/travel-packages/package-text';
import { umrahPackagePageHooks } from '@/features/travel-packages/umrah-packages-queries';
import { parseMoneyInput } from '@/lib/money';
import { CheckoutPage, ProductReadError } from './checkout-page';
import { ProductCheckoutForm, type TCheckoutAudience } from './product-checkout-form';
import {
  packageChoiceErrors,
  packageSummaryLines,
  packageTravellerHeading,
  PACKAGE_CHOICE_FIELDS,
  PackageTripFields,
} from './package-trip-fields';
import { partyOf, typesOnDay, validateProductBooking, type TPartyCounts } from './product-checkout-values';
import { ProductPriceSummary } from './product-price-summary';
import { useProductCheckout } from './use-product-checkout';

export interface PackageBookPageProps {
  spec: TPackageKindSpec;
  audience: TCheckoutAudience;
}

/**
 * `/holiday-details/:slug/book?departure=…` and `/umrah-package-details/:slug/book?departure=…`
 * (and under `/agent/`): a departure with seats left, the room sharing, the travellers (adults,
 * children and infants by age on the day it leaves), the contact and the price from the
 * catalogue. An agent pays from its wallet; a traveller by card.
 */
export function PackageBookPage({ spec, audience }: PackageBookPageProps) {
  const { t } = useTranslation(['product_bookings', 'packages']);
  const { slug = '' } = useParams();
  const hooks = spec.kind === 'holiday' ? holidayPageHooks : umrahPackagePageHooks;
  const item = hooks.useDetail(slug);
  const back = (
    <Link to={detailsPath(spec, audience === 'agent' ? 'agent' : 'storefront', slug)} className="back-link">
      {t('product_bookings:package.back')}
    </Link>
  );
  const plain = t(`product_bookings:package.title_plain_${spec.kind}`);
  if (item.isPending)
    return (
      <CheckoutPage audience={audience} title={plain} back={back}>
        <PageState state="loading" />
      </CheckoutPage>
    );
  if (item.isError)
    return (
      <CheckoutPage audience={audience} title={plain} back={back}>
        <ProductReadError error={item.error} onRetry={() => void item.refetch()} goneMessage={t('product_bookings:package.not_found')} />
      </CheckoutPage>
    );
  return (
    <CheckoutPage audience={audience} title={t('product_bookings:package.title', { title: titleOf(item.data) })} back={back}>
      <PackageBookForm item={item.data} spec={spec} audience={audience} />
    </CheckoutPage>
  );
}

function PackageBookForm({ item, spec, audience }: { item: TPackageView; spec: TPackageKindSpec; audience: TCheckoutAudience }) {
  const { t } = useTranslation(['product_bookings', 'packages', 'checkout', 'flights']);
  const [params, setParams] = useSearchParams();
  const [sharing, setSharing] = useState<TRoomSharing | ''>('');
  const [counts, setCounts] = useState<TPartyCounts>({ adult: 1, child: 0, infant: 0 });
  const party = useMemo(() => partyOf(counts), [counts]);
  const checkout = useProductCheckout(party);

  const onSale = item.departures.filter((d) => d.sellable);
  const asked = params.get('departure') ?? '';
  const departure = onSale.find((d) => d.id === asked) ?? null;
  // The address named a departure that is no longer on sale (full, closed, past): the reader chooses another.
  const lapsed = asked !== '' && departure === null;
  const markup = parseMoneyInput(checkout.values.markup, item.currency, { allowZero: true });

  const validate = () => {
    const result = validateProductBooking(
      {
        choice: { product: spec.kind, item_id: item.id, departure_id: departure?.id, room_sharing: sharing || undefined },
        party,
        values: checkout.values,
        currency: item.currency,
        agent: audience === 'agent',
        choiceErrors: packageChoiceErrors(departure, sharing, counts, t),
        check: departure ? typesOnDay(party, departure.date) : undefined,
      },
      t,
    );
    checkout.setErrors(result.errors);
    return result.body;
  };

  if (onSale.length === 0)
    return (
      <>
        <PageState state="empty" message={t('product_bookings:package.none_on_sale')} />
        <Link to={detailsPath(spec, audience === 'agent' ? 'agent' : 'storefront', item.slug)}>{t('product_bookings:package.back')}</Link>
      </>
    );

  return (
    <ProductCheckoutForm
      audience={audience}
      checkout={checkout}
      party={party}
      headingOf={packageTravellerHeading(party, t)}
      currency={item.currency}
      validate={validate}
      choiceFields={PACKAGE_CHOICE_FIELDS}
      summary={
        <ProductPriceSummary
          audience={audience}
          currency={item.currency}
          markupMinor={markup.ok ? markup.amount_minor : 0}
          lines={packageSummaryLines(departure, sharing, counts, priceOf, t)}
        />
      }
    >
      <PackageTripFields
        checkout={checkout}
        departures={onSale}
        departure={departure}
        nights={item.nights}
        currency={item.currency}
        sharing={sharing}
        counts={counts}
        price={priceOf}
        notice={
          lapsed && (
            <p className="form-notice" role="status">
              {t('product_bookings:package.lapsed')}
            </p>
          )
        }
        onDeparture={(id) => setParams(id ? { departure: id } : {}, { replace: true })}
        onSharing={setSharing}
        onCounts={setCounts}
      />
    </ProductCheckoutForm>
  );
}

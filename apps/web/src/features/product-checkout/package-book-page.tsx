import { daysBefore, ROOM_SHARINGS, type TPackageView, type TPassengerType, type TRoomSharing } from '@safar/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { priceOf } from '@/features/travel-packages/departures-list';
import { holidayPageHooks } from '@/features/travel-packages/holidays-queries';
import { detailsPath, type TPackageKindSpec } from '@/features/travel-packages/package-kinds';
import { formatDay, titleOf } from '@/features/travel-packages/package-text';
import { umrahPackagePageHooks } from '@/features/travel-packages/umrah-packages-queries';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { formatMoney, parseMoneyInput } from '@/lib/money';
import { CheckoutPage, ProductReadError } from './checkout-page';
import { ProductCheckoutForm, type TCheckoutAudience } from './product-checkout-form';
import { partyOf, placesOf, typesOnDay, validateProductBooking, type TPartyCounts } from './product-checkout-values';
import { ProductPriceSummary } from './product-price-summary';
import { TravellerCounts } from './traveller-counts';
import { useProductCheckout } from './use-product-checkout';

const PACKAGE_TYPES: readonly TPassengerType[] = ['adult', 'child', 'infant'];
const CHOICE_FIELDS = ['departure_id', 'room_sharing', 'passengers'] as const;

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
  const locale = currentLocale();
  const sharingId = useId();
  const [params, setParams] = useSearchParams();
  const [sharing, setSharing] = useState<TRoomSharing | ''>('');
  const [counts, setCounts] = useState<TPartyCounts>({ adult: 1, child: 0, infant: 0 });
  const party = useMemo(() => partyOf(counts), [counts]);
  const places = useMemo(() => placesOf(party), [party]);
  const checkout = useProductCheckout(party);
  const money = (minor: number) => formatMoney(minor, item.currency, locale);

  const onSale = item.departures.filter((d) => d.sellable);
  const asked = params.get('departure') ?? '';
  const departure = onSale.find((d) => d.id === asked) ?? null;
  // The address named a departure that is no longer on sale (full, closed, past): the reader chooses another.
  const lapsed = asked !== '' && departure === null;
  const seats = counts.adult + counts.child;
  const markup = parseMoneyInput(checkout.values.markup, item.currency, { allowZero: true });

  const chooseDeparture = (id: string) => {
    setParams(id ? { departure: id } : {}, { replace: true });
    checkout.clearErrors((f) => f === 'departure_id' || f === 'passengers' || f.endsWith('.born_on'));
  };

  const validate = () => {
    const choiceErrors: Record<string, string> = {};
    if (!departure) choiceErrors.departure_id = t('validation:required');
    if (!sharing) choiceErrors.room_sharing = t('validation:required');
    if (departure && seats > departure.seats_left)
      choiceErrors.passengers = t('product_bookings:package.too_few_seats', { count: departure.seats_left });
    const result = validateProductBooking(
      {
        choice: { product: spec.kind, item_id: item.id, departure_id: departure?.id, room_sharing: sharing || undefined },
        party,
        values: checkout.values,
        currency: item.currency,
        agent: audience === 'agent',
        choiceErrors,
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

  const sharingError = checkout.errors.room_sharing;
  return (
    <ProductCheckoutForm
      audience={audience}
      checkout={checkout}
      party={party}
      headingOf={(i) =>
        t('checkout:passengers.heading', { type: t(`flights:passenger_types.${party[i]}`), n: formatNumber(places[i]! + 1) })
      }
      currency={item.currency}
      validate={validate}
      choiceFields={CHOICE_FIELDS}
      summary={
        <ProductPriceSummary
          audience={audience}
          currency={item.currency}
          markupMinor={markup.ok ? markup.amount_minor : 0}
          lines={
            departure
              ? [
                  {
                    key: 'adult',
                    label: sharing ? t(`product_bookings:package.adult_in.${sharing}`) : t('flights:passenger_types.adult'),
                    count: counts.adult,
                    unitMinor: sharing ? priceOf(departure, sharing) : 0,
                  },
                  { key: 'child', label: t('flights:passenger_types.child'), count: counts.child, unitMinor: priceOf(departure, 'child') },
                  {
                    key: 'infant',
                    label: t('flights:passenger_types.infant'),
                    count: counts.infant,
                    unitMinor: priceOf(departure, 'infant'),
                  },
                ]
              : []
          }
        />
      }
    >
      <fieldset className="checkout-fieldset">
        <legend>{t('product_bookings:package.trip')}</legend>
        {lapsed && (
          <p className="form-notice" role="status">
            {t('product_bookings:package.lapsed')}
          </p>
        )}
        <SelectField
          name="departure_id"
          label={t('product_bookings:package.departure')}
          required
          placeholder={t('checkout:passengers.choose')}
          value={departure?.id ?? ''}
          error={checkout.errors.departure_id}
          options={onSale.map((d) => ({
            value: d.id,
            label: t('product_bookings:package.departure_option', { date: formatDay(d.date, { dateStyle: 'full' }), count: d.seats_left }),
          }))}
          onChange={(e) => chooseDeparture(e.target.value)}
        />
        {departure && (
          <p className="field-hint">
            {t('product_bookings:package.dates', {
              count: item.nights,
              from: formatDay(departure.date),
              to: formatDay(daysBefore(departure.date, -item.nights)),
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
                setSharing(option);
                checkout.clearErrors((f) => f === 'room_sharing');
              }}
            />
            {t(`product_bookings:package.sharing.${option}`)}
            {departure && (
              <span className="muted"> · {t('product_bookings:package.per_adult', { amount: money(priceOf(departure, option)) })}</span>
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
          setCounts({ ...next, infant: Math.min(next.infant, next.adult) });
          checkout.clearErrors((f) => f === 'passengers' || f.endsWith('.born_on'));
        }}
      />
    </ProductCheckoutForm>
  );
}

import type { TLocale, TProductBookingFacts } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatDay } from '@/features/travellers/traveller-form-values';
import { countryName, formatDayRange, formatDays } from '@/features/visa-catalogue/visa-text';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { PriceLinesTable } from './price-lines-table';
import './product-bookings.css';

/*
 * What a product booking was sold as: the item, its dates, the room, the price per kind of
 * traveller, and the catalogue's facts copied onto the booking (`sold_as`), read defensively: the
 * record is the catalogue's, kept as it was on the day of the sale.
 */

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const count = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
/** `{ en, ar }` (or `label_en`/`label_ar`) in the reader's language, English when the other is missing. */
const inLocale = (v: unknown, locale: TLocale, prefix = ''): string | null => {
  const r = record(v);
  return text(locale === 'ar' ? r[`${prefix}ar`] : null) ?? text(r[`${prefix}en`]);
};

/** One line of the booking's totals below the price table: what the agency paid, its markup, its customer's price, or what the traveller pays. */
export interface TFactsTotal {
  kind: 'agency_pays' | 'markup' | 'customer_pays' | 'you_pay';
  minor: number;
}

export interface ProductFactsCardProps {
  facts: TProductBookingFacts;
  currency: string;
  totals: readonly TFactsTotal[];
}

/** The product booking's own facts, in one card beside the booking's common ones. */
export function ProductFactsCard({ facts, currency, totals }: ProductFactsCardProps) {
  const { t } = useTranslation(['product_bookings', 'packages']);
  const soldAs = facts.sold_as;
  const rows: [string, ReactNode][] =
    facts.product === 'visa'
      ? [
          ['travel_on', formatDay(facts.starts_on)],
          ['stay_until', formatDay(facts.ends_on)],
        ]
      : facts.product === 'insurance'
        ? [['cover', t('product_bookings:facts.from_to', { from: formatDay(facts.starts_on), to: formatDay(facts.ends_on) })]]
        : [
            ['departs', formatDay(facts.starts_on)],
            ['returns', formatDay(facts.ends_on)],
            ...(count(soldAs.nights) !== null
              ? [['nights', t('packages:nights', { count: count(soldAs.nights)! })] as [string, ReactNode]]
              : []),
            ...(facts.room_sharing
              ? [['room_sharing', t(`product_bookings:package.sharing.${facts.room_sharing}`)] as [string, ReactNode]]
              : []),
            ['seats', formatNumber(facts.seats)],
          ];
  return (
    <Card title={t(`product_bookings:products.${facts.product}`)} className="product-facts">
      <p className="product-facts__title">{facts.title}</p>
      <dl className="people-details">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{t(`product_bookings:facts.${name}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ProductLines facts={facts} currency={currency} totals={totals} />
      {facts.product === 'visa' && <VisaSoldAs soldAs={soldAs} />}
      {(facts.product === 'holiday' || facts.product === 'umrah') && <PackageSoldAs soldAs={soldAs} umrah={facts.product === 'umrah'} />}
      {facts.product === 'insurance' && <InsuranceSoldAs soldAs={soldAs} currency={currency} />}
    </Card>
  );
}

/** Per kind of traveller: how many, the price of one as the reader pays it, and the amount; then the booking's totals. */
function ProductLines({ facts, currency, totals }: ProductFactsCardProps) {
  const { t } = useTranslation('product_bookings');
  return (
    <PriceLinesTable
      caption={t('product_bookings:facts.lines')}
      currency={currency}
      lines={facts.lines.map((line, i) => ({
        key: `${line.label}-${i}`,
        label: t(`product_bookings:lines.${line.label}`, { defaultValue: line.label }),
        count: line.count,
        unitMinor: line.due_minor,
      }))}
      totals={totals.map((total) => ({ key: total.kind, label: t(`product_bookings:totals.${total.kind}`), minor: total.minor }))}
    />
  );
}

/** The visa as sold: its country, kind, processing time, how long it is valid and allows to stay, the documents asked for. */
function VisaSoldAs({ soldAs }: { soldAs: Record<string, unknown> }) {
  const { t } = useTranslation(['product_bookings', 'visas']);
  const locale = currentLocale();
  const processing = record(soldAs.processing_days);
  const min = count(processing.min);
  const max = count(processing.max);
  const code = text(soldAs.country_code);
  const facts: [string, string | null][] = [
    ['country', code ? countryName(code, code, locale) : null],
    ['visa_type', text(soldAs.visa_type) ? t(`visas:types.${text(soldAs.visa_type)}`) : null],
    ['entries', text(soldAs.entries) ? t(`visas:entries.${text(soldAs.entries)}`) : null],
    ['processing', min !== null && max !== null ? formatDayRange(min, max, locale) : null],
    ['validity', count(soldAs.validity_days) !== null ? formatDays(count(soldAs.validity_days)!, locale) : null],
    ['max_stay', count(soldAs.max_stay_days) !== null ? formatDays(count(soldAs.max_stay_days)!, locale) : null],
  ];
  const documents = list(soldAs.documents).map(record);
  return (
    <section className="product-facts__sold" aria-labelledby="product-sold-as">
      <h3 id="product-sold-as">{t('product_bookings:facts.sold_as')}</h3>
      <FactList facts={facts} />
      {documents.length > 0 && (
        <>
          <h4>{t('product_bookings:facts.documents')}</h4>
          <ul className="product-facts__documents">
            {documents.map((d, i) => (
              <li key={text(d.id) ?? i}>
                {inLocale(d, locale, 'label_')}
                <span className="muted">
                  {' '}
                  · {d.upload === true ? t('product_bookings:facts.upload') : t('product_bookings:facts.bring')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The package as sold: destination, flights, transport, hotels and what is included. */
function PackageSoldAs({ soldAs, umrah }: { soldAs: Record<string, unknown>; umrah: boolean }) {
  const { t } = useTranslation(['product_bookings', 'packages']);
  const locale = currentLocale();
  const code = text(soldAs.country_code);
  const city = inLocale(soldAs.city, locale);
  const facts: [string, string | null][] = [
    ['destination', [city, code ? countryName(code, code, locale) : null].filter(Boolean).join(locale === 'ar' ? '، ' : ', ') || null],
    [
      'flights',
      typeof soldAs.flights_included === 'boolean'
        ? t(soldAs.flights_included ? 'packages:details.flights_included' : 'packages:details.flights_not_included')
        : null,
    ],
    ['transport', inLocale(soldAs.transport, locale)],
  ];
  const hotels = list(soldAs.hotels).map(record);
  const groups = (['inclusions', 'exclusions', 'ziyarat'] as const)
    .map((key) => ({
      key,
      items: list(soldAs[key])
        .map((x) => inLocale(x, locale))
        .filter((x): x is string => x !== null),
    }))
    .filter((g) => g.items.length > 0);
  return (
    <section className="product-facts__sold" aria-labelledby="product-sold-as">
      <h3 id="product-sold-as">{t('product_bookings:facts.sold_as')}</h3>
      <FactList facts={facts} />
      {hotels.length > 0 && (
        <>
          <h4>{t('packages:details.hotels')}</h4>
          <ul className="product-facts__hotels">
            {hotels.map((hotel, i) => {
              const stars = count(hotel.stars);
              const nights = count(hotel.nights);
              const distance = count(hotel.distance_to_haram_m);
              const where = text(hotel.city);
              return (
                <li key={i}>
                  <strong>{text(hotel.name)}</strong>
                  {[
                    where && (umrah ? t(`packages:cities.${where}`, { defaultValue: where }) : where),
                    stars !== null ? t('packages:stars', { count: stars }) : null,
                    nights !== null ? t('packages:nights', { count: nights }) : null,
                    distance !== null ? t('packages:details.distance', { distance: formatNumber(distance) }) : null,
                  ]
                    .filter(Boolean)
                    .map((part) => ` · ${part}`)
                    .join('')}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {groups.map((group) => (
        <div key={group.key}>
          <h4>{t(`packages:fields.${group.key}`)}</h4>
          <ul className="product-facts__list">
            {group.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The policy as sold: the insurer, the destination, the trip's length and what it covers. */
function InsuranceSoldAs({ soldAs, currency }: { soldAs: Record<string, unknown>; currency: string }) {
  const { t } = useTranslation(['product_bookings', 'travel_insurance']);
  const locale = currentLocale();
  const days = count(soldAs.trip_days);
  const facts: [string, string | null][] = [
    ['insurer', text(soldAs.insurer)],
    ['region', text(soldAs.region) ? t(`travel_insurance:regions.${text(soldAs.region)}`) : null],
    ['trip_days', days !== null ? formatDays(days, locale) : null],
  ];
  const benefits = list(soldAs.benefits).map(record);
  return (
    <section className="product-facts__sold" aria-labelledby="product-sold-as">
      <h3 id="product-sold-as">{t('product_bookings:facts.sold_as')}</h3>
      <FactList facts={facts} />
      {benefits.length > 0 && (
        <>
          <h4>{t('product_bookings:facts.benefits')}</h4>
          <ul className="product-facts__list">
            {benefits.map((b, i) => {
              // Kept as the plan stored it: `labelEn`, `coveredMinor` (or the API's own snake case).
              const covered = count(b.covered_minor ?? b.coveredMinor);
              const label = inLocale(b, locale, 'label_') ?? inLocale({ en: b.labelEn, ar: b.labelAr }, locale);
              return (
                <li key={i}>
                  {label}
                  {covered !== null && <span className="muted"> · {formatMoney(covered, currency, locale)}</span>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function FactList({ facts }: { facts: readonly [string, string | null][] }) {
  const { t } = useTranslation('product_bookings');
  const shown = facts.filter((f): f is [string, string] => f[1] !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="people-details">
      {shown.map(([name, value]) => (
        <div key={name}>
          <dt>{t(`product_bookings:facts.${name}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

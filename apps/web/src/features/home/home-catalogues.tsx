import type { TGroupTravelOffer, TPackageView, TVisaView } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupTravel } from '@/features/group-travel/group-travel-queries';
import { offerSearchHref } from '@/features/group-travel/offer-search-href';
import { detailsPath, HOLIDAY_KIND, UMRAH_KIND } from '@/features/travel-packages/package-kinds';
import { destinationOf, formatDay, fromPriceOf, inLocale, titleOf } from '@/features/travel-packages/package-text';
import { countryName, formatDayRange, readerPrices, visaTitle } from '@/features/visa-catalogue/visa-text';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { FeaturedCard, FeaturedSection } from './home-featured';
import { homeQueries } from './home-queries';
import { FEATURED_COUNT } from './first-reads';

/*
 * The catalogues on the home page: a few group tickets, holidays, Umrah packages and visas, each
 * linking to its page and to the whole catalogue. A catalogue with nothing to show (empty, not
 * loaded yet, or failed to load) shows no section at all rather than an empty box. They are below
 * the first screen, so they render when their answers arrive, in the background (a deferred value:
 * React renders them in slices, never one long task that would hold up a tap).
 */

const NONE: never[] = [];

function GroupTicketCard({ offer }: { offer: TGroupTravelOffer }) {
  const { t } = useTranslation('home');
  const locale = currentLocale();
  // The arrow points the way the line reads.
  const arrow = locale === 'ar' ? '←' : '→';
  return (
    <FeaturedCard
      to={offerSearchHref(offer)}
      title={`${offer.origin.city} ${arrow} ${offer.destination.city}`}
      placeholder={
        <span dir="ltr">
          {offer.origin.code} → {offer.destination.code}
        </span>
      }
      facts={[
        `${offer.airline.name} · ${t(`home:featured.${offer.trip_type}`)}`,
        t('home:featured.departs', { date: formatDay(offer.departure_date) }),
      ]}
      price={formatMoney(offer.adult_price_minor, offer.currency, locale)}
      priceUnit={t('home:featured.per_adult')}
    />
  );
}

export function FeaturedGroupTickets() {
  const { t } = useTranslation('home');
  const offers = useDeferredValue(useGroupTravel().data?.offers ?? NONE).slice(0, FEATURED_COUNT);
  if (offers.length === 0) return null;
  return (
    <FeaturedSection
      id="group-tickets"
      title={t('home:featured.group_tickets.title')}
      intro={t('home:featured.group_tickets.intro')}
      allTo="/group-tickets-main"
      allLabel={t('home:featured.group_tickets.all')}
    >
      {offers.map((offer) => (
        <GroupTicketCard key={offer.id} offer={offer} />
      ))}
    </FeaturedSection>
  );
}

const PACKAGE_SECTIONS = {
  holiday: { spec: HOLIDAY_KIND, id: 'holidays', query: homeQueries.holidays },
  umrah: { spec: UMRAH_KIND, id: 'umrah', query: homeQueries.umrah },
} as const;

function PackageCard({ item, kind }: { item: TPackageView; kind: keyof typeof PACKAGE_SECTIONS }) {
  const { t } = useTranslation('home');
  const locale = currentLocale();
  const price = fromPriceOf(item);
  return (
    <FeaturedCard
      to={detailsPath(PACKAGE_SECTIONS[kind].spec, 'storefront', item.slug)}
      title={titleOf(item, locale)}
      picture={item.gallery[0]?.image}
      placeholder={inLocale(locale, item.city_en, item.city_ar)}
      facts={[
        `${destinationOf(item, locale)} · ${t('home:featured.nights', { count: item.nights })}`,
        ...(item.next_departure_date ? [t('home:featured.departs', { date: formatDay(item.next_departure_date) })] : []),
      ]}
      price={price === null ? null : formatMoney(price, item.currency, locale)}
    />
  );
}

/** Holidays or Umrah packages on sale, the next departures first. */
export function FeaturedPackages({ kind }: { kind: keyof typeof PACKAGE_SECTIONS }) {
  const { t } = useTranslation('home');
  const section = PACKAGE_SECTIONS[kind];
  const items = useDeferredValue(useQuery(section.query()).data?.items ?? NONE);
  if (items.length === 0) return null;
  return (
    <FeaturedSection
      id={section.id}
      title={t(`home:featured.${section.id}.title`)}
      intro={t(`home:featured.${section.id}.intro`)}
      allTo={section.spec.storefront.list}
      allLabel={t(`home:featured.${section.id}.all`)}
    >
      {items.map((item) => (
        <PackageCard key={item.id} item={item} kind={kind} />
      ))}
    </FeaturedSection>
  );
}

function VisaCard({ visa }: { visa: TVisaView }) {
  const { t } = useTranslation('home');
  const locale = currentLocale();
  const country = countryName(visa.country.code, visa.country.name, locale);
  return (
    <FeaturedCard
      to={`/visa-details/${encodeURIComponent(visa.slug)}`}
      title={visaTitle(visa, locale)}
      placeholder={country}
      facts={[country, t('home:featured.processing', { days: formatDayRange(visa.processing_days_min, visa.processing_days_max, locale) })]}
      price={formatMoney(readerPrices(visa).adult, visa.currency, locale)}
      priceUnit={t('home:featured.per_adult')}
    />
  );
}

export function FeaturedVisas() {
  const { t } = useTranslation('home');
  const items = useDeferredValue(useQuery(homeQueries.visas()).data?.items ?? NONE);
  if (items.length === 0) return null;
  return (
    <FeaturedSection
      id="visas"
      title={t('home:featured.visas.title')}
      intro={t('home:featured.visas.intro')}
      allTo="/visa"
      allLabel={t('home:featured.visas.all')}
    >
      {items.map((visa) => (
        <VisaCard key={visa.id} visa={visa} />
      ))}
    </FeaturedSection>
  );
}

import type { TPackageView } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { DeparturesList } from './departures-list';
import { holidayPageHooks } from './holidays-queries';
import { PackageGallery } from './package-gallery';
import { bookPath, type TPackageAudience, type TPackageKindSpec } from './package-kinds';
import { destinationOf, fromPriceOf, inLocale, titleOf } from './package-text';
import { umrahPackagePageHooks } from './umrah-packages-queries';
import './package-pages.css';

export interface PackageDetailsPageProps {
  spec: TPackageKindSpec;
  audience: TPackageAudience;
}

/** One published package at its address (`/holiday-details/:slug`): facts, pictures, departures, itinerary, hotels, what is included. */
export function PackageDetailsPage({ spec, audience }: PackageDetailsPageProps) {
  const { t } = useTranslation('packages');
  const { slug = '' } = useParams();
  const hooks = spec.kind === 'holiday' ? holidayPageHooks : umrahPackagePageHooks;
  const item = hooks.useDetail(slug);
  const wrap = audience === 'storefront' ? 'container package-page' : 'package-page';
  if (item.isPending) return <PageState state="loading" />;
  if (item.error)
    return (
      <div className={wrap}>
        <PageState state="error" message={item.error.message || undefined} onRetry={() => void item.refetch()} />
        <Link to={spec[audience].list}>{t(`${spec.kind === 'holiday' ? 'holiday' : 'umrah'}.all`)}</Link>
      </div>
    );
  return <PackageDetails item={item.data} spec={spec} audience={audience} className={wrap} />;
}

function PackageDetails({
  item,
  spec,
  audience,
  className,
}: {
  item: TPackageView;
  spec: TPackageKindSpec;
  audience: TPackageAudience;
  className: string;
}) {
  const { t } = useTranslation('packages');
  const locale = currentLocale();
  const text = (en: string, ar: string) => inLocale(locale, en, ar);
  const title = titleOf(item, locale);
  const price = fromPriceOf(item);
  const lists = [
    { key: 'inclusions', items: item.inclusions },
    { key: 'exclusions', items: item.exclusions },
    ...(item.kind === 'umrah' ? [{ key: 'ziyarat', items: item.ziyarat }] : []),
  ].filter((l) => l.items.length > 0);

  return (
    <article className={className}>
      <Link to={spec[audience].list} className="back-link">
        {t(`${item.kind === 'holiday' ? 'holiday' : 'umrah'}.all`)}
      </Link>
      <header className="package-hero">
        <h1>{title}</h1>
        <p className="package-page__lead">{text(item.summary_en, item.summary_ar)}</p>
        <dl className="package-facts">
          <div>
            <dt>{t('details.destination')}</dt>
            <dd>{destinationOf(item, locale)}</dd>
          </div>
          <div>
            <dt>{t('details.duration')}</dt>
            <dd>{t('nights', { count: item.nights })}</dd>
          </div>
          <div>
            <dt>{t('card.from')}</dt>
            <dd>{price === null ? t('card.no_price') : formatMoney(price, item.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t('details.flights')}</dt>
            <dd>
              {item.flights_included ? t('details.flights_included') : t('details.flights_not_included')}
              {item.flights_note_en && (
                <span className="package-facts__note"> {text(item.flights_note_en, item.flights_note_ar ?? '')}</span>
              )}
            </dd>
          </div>
          {item.transport_en && (
            <div>
              <dt>{t('details.transport')}</dt>
              <dd>{text(item.transport_en, item.transport_ar ?? '')}</dd>
            </div>
          )}
        </dl>
      </header>

      <PackageGallery pictures={item.gallery} title={title} />

      <section aria-labelledby="package-departures" className="package-section">
        <h2 id="package-departures">{t('details.departures')}</h2>
        <p className="package-section__note">{t('details.prices_note')}</p>
        <DeparturesList
          departures={item.departures}
          currency={item.currency}
          title={title}
          bookPath={(departureId) => bookPath(spec, audience, item.slug, departureId)}
        />
      </section>

      {text(item.description_en, item.description_ar) && (
        <section aria-labelledby="package-about" className="package-section">
          <h2 id="package-about">{t('details.about')}</h2>
          <RichTextView html={text(item.description_en, item.description_ar)} />
        </section>
      )}

      {item.itinerary.length > 0 && (
        <section aria-labelledby="package-itinerary" className="package-section">
          <h2 id="package-itinerary">{t('details.itinerary')}</h2>
          <ol className="itinerary-days">
            {item.itinerary.map((day) => (
              <li key={day.day}>
                <h3>
                  <span className="itinerary-days__number">{t('details.day', { n: day.day })}</span> {text(day.title_en, day.title_ar)}
                </h3>
                <RichTextView html={text(day.body_en, day.body_ar)} />
              </li>
            ))}
          </ol>
        </section>
      )}

      {item.hotels.length > 0 && (
        <section aria-labelledby="package-hotels" className="package-section">
          <h2 id="package-hotels">{t('details.hotels')}</h2>
          <ul className="hotel-list">
            {item.hotels.map((hotel, i) => (
              <li key={i} className="hotel-card">
                <h3>{hotel.name}</h3>
                <p>
                  <span className="hotel-card__stars" role="img" aria-label={t('stars', { count: hotel.stars })}>
                    {'★'.repeat(hotel.stars)}
                  </span>{' '}
                  · {item.kind === 'umrah' ? t(`cities.${hotel.city}`) : hotel.city} · {t('nights', { count: hotel.nights })}
                </p>
                {hotel.distance_to_haram_m !== null && (
                  <p>
                    {t('details.distance', {
                      distance: new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en').format(hotel.distance_to_haram_m),
                    })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {lists.map((list) => (
        <section key={list.key} aria-labelledby={`package-${list.key}`} className="package-section">
          <h2 id={`package-${list.key}`}>{t(`fields.${list.key}`)}</h2>
          <ul className="package-bullets">
            {list.items.map((entry, i) => (
              <li key={i}>{text(entry.en, entry.ar)}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

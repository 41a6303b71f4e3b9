import type { TGroupTravelOffer } from '@safar/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageState } from '@/components/page-state';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { currentLocale, formatDate } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { LaunchCountdown } from './launch-countdown';
import { offerSearchHref } from './offer-search-href';
import { useGroupTravel } from './group-travel-queries';
import './group-travel.css';

function OfferCard({ offer }: { offer: TGroupTravelOffer }) {
  const { t } = useTranslation('group_travel');
  const route = `${offer.origin.city} → ${offer.destination.city}`;
  return (
    <li className="card group-offer">
      <h3>{route}</h3>
      <p className="muted">
        {offer.airline.name} · {t(`group_travel:${offer.trip_type}`)}
        {offer.title ? ` · ${offer.title}` : ''}
      </p>
      <p>
        {t('group_travel:departs', { date: formatDate(offer.departure_date) })}
        {offer.return_date && (
          <>
            <br />
            {t('group_travel:returns', { date: formatDate(offer.return_date) })}
          </>
        )}
      </p>
      <p>{offer.seats_left === 1 ? t('group_travel:seats_left_one') : t('group_travel:seats_left', { count: offer.seats_left })}</p>
      <p>
        <strong>{t('group_travel:from_price', { price: formatMoney(offer.adult_price_minor, offer.currency, currentLocale()) })}</strong>
      </p>
      <p className="muted">{t('group_travel:book_by', { date: formatDate(offer.booking_cutoff_at) })}</p>
      <Link className={buttonClass()} to={offerSearchHref(offer)} aria-label={t('group_travel:book_named', { route })}>
        {t('group_travel:book')}
      </Link>
    </li>
  );
}

/**
 * /group-tickets-main: the group tickets on sale with their route, days, seats left and price,
 * each linking to the flight search that books its seats. With nothing on sale, a countdown to
 * the launch date admin set (none without one), and always the newsletter sign-up.
 */
export function GroupTravelScreen() {
  const { t } = useTranslation('group_travel');
  const travel = useGroupTravel();
  const refetch = travel.refetch;
  const launched = useCallback(() => void refetch(), [refetch]);
  const offers = travel.data?.offers ?? [];
  const launchAt = travel.data?.launch_at;
  return (
    <article className="container group-travel">
      <header>
        <h1>{t('group_travel:title')}</h1>
        <p>{t('group_travel:intro')}</p>
      </header>
      {travel.isPending ? (
        <PageState state="loading" />
      ) : travel.isError ? (
        <PageState state="error" onRetry={() => void travel.refetch()} />
      ) : offers.length > 0 ? (
        <section aria-labelledby="on-sale">
          <h2 id="on-sale">{t('group_travel:on_sale')}</h2>
          <ul className="group-offers">
            {offers.map((o) => (
              <OfferCard key={o.id} offer={o} />
            ))}
          </ul>
        </section>
      ) : launchAt ? (
        <LaunchCountdown launchAt={launchAt} onLaunched={launched} />
      ) : (
        <p>{t('group_travel:none')}</p>
      )}
      <NewsletterSignup />
    </article>
  );
}

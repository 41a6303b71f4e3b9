import {
  departureAgentPriceField,
  departurePriceField,
  PACKAGE_PRICE_TYPES,
  type TDepartureView,
  type TPackagePriceType,
} from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { formatDay } from './package-text';

/** The price a reader pays for one person: the public price, or an agent's own when that is what it was given. */
export const priceOf = (d: TDepartureView, type: TPackagePriceType): number => {
  const own = (d as Record<string, unknown>)[departurePriceField(type)];
  return typeof own === 'number' ? own : ((d as Record<string, unknown>)[departureAgentPriceField(type)] as number);
};

const TONE = { open: 'success', closed: 'neutral', full: 'warning', past: 'neutral' } as const;

export interface DeparturesListProps {
  departures: TDepartureView[];
  currency: string;
  /** Where a departure is booked (`…/book?departure=<id>`). */
  bookPath: (departureId: string) => string;
  title: string;
}

/** Each departure with its seats left and prices by room; an open one has its Book link. */
export function DeparturesList({ departures, currency, bookPath, title }: DeparturesListProps) {
  const { t } = useTranslation('packages');
  const locale = currentLocale();
  if (departures.length === 0) return <p>{t('details.no_departures')}</p>;
  return (
    <ul className="departure-list">
      {departures.map((d) => {
        const date = formatDay(d.date, { dateStyle: 'full' });
        return (
          <li key={d.id} className="departure-card">
            <div className="departure-card__head">
              <h3>{date}</h3>
              <Badge tone={TONE[d.availability]}>{t(`availability.${d.availability}`)}</Badge>
            </div>
            {d.sellable && <p className="departure-card__seats">{t('details.seats_left', { count: d.seats_left })}</p>}
            <dl className="departure-card__prices">
              {PACKAGE_PRICE_TYPES.map((type) => (
                <div key={type}>
                  <dt>{t(`price_types.${type}`)}</dt>
                  <dd dir="ltr">{formatMoney(priceOf(d, type), currency, locale)}</dd>
                </div>
              ))}
            </dl>
            {d.sellable && (
              <Link className={buttonClass('primary')} to={bookPath(d.id)} aria-label={t('details.book_named', { title, date })}>
                {t('details.book')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { TPackageView } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/images/responsive-image';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { fromPriceOf, destinationOf, formatDay, inLocale, titleOf } from './package-text';

export interface PackageCardProps {
  item: TPackageView;
  to: string;
}

/** How wide a card's picture is drawn: the grid's columns are at least 16rem, up to the page's width. */
const CARD_SIZES = '(min-width: 72rem) 24rem, (min-width: 36rem) 50vw, 100vw';

/** A package in a list: its first picture, title, where and how long, the "from" price and the next departure. */
export function PackageCard({ item, to }: PackageCardProps) {
  const { t } = useTranslation('packages');
  const locale = currentLocale();
  const price = fromPriceOf(item);
  const title = titleOf(item, locale);
  const [picture] = item.gallery;
  return (
    <article className="package-card">
      {/* The box has its size from CSS (16:9), picture or not: nothing moves when the image arrives. */}
      <div className={picture ? 'package-card__picture package-card__picture--photo' : 'package-card__picture'} aria-hidden="true">
        {picture && <ResponsiveImage image={picture.image} alt="" sizes={CARD_SIZES} />}
        <span>{inLocale(locale, item.city_en, item.city_ar)}</span>
      </div>
      <div className="package-card__body">
        <h2 className="package-card__title">
          <Link to={to}>{title}</Link>
        </h2>
        <p className="package-card__meta">
          {destinationOf(item, locale)} · {t('nights', { count: item.nights })}
        </p>
        <p className="package-card__summary">{inLocale(locale, item.summary_en, item.summary_ar)}</p>
        <dl className="package-card__facts">
          <div>
            <dt>{t('card.from')}</dt>
            <dd className="package-card__price">{price === null ? t('card.no_price') : formatMoney(price, item.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t('card.next_departure')}</dt>
            <dd>{item.next_departure_date ? formatDay(item.next_departure_date) : t('none_on_sale')}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

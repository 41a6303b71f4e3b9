import type { TVisaView } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { VisaCountry } from './visa-country';
import { formatDayRange, readerPrices, visaSummary, visaTitle } from './visa-text';

export interface VisaCardProps {
  visa: TVisaView;
  /** The details page's address. */
  href: string;
}

/** One visa in a catalogue list: country, title, type and entries, processing time, price from. */
export function VisaCard({ visa, href }: VisaCardProps) {
  const { t } = useTranslation('visas');
  const locale = currentLocale();
  const title = visaTitle(visa, locale);
  const prices = readerPrices(visa);
  return (
    <li className="visa-card">
      <VisaCountry country={visa.country} locale={locale} />
      <h2 className="visa-card__title">
        <Link to={href}>{title}</Link>
      </h2>
      <p className="visa-card__tags">
        <span className="visa-tag">{t(`types.${visa.visa_type}`)}</span>
        <span className="visa-tag">{t(`entries.${visa.entries}`)}</span>
      </p>
      <p className="visa-card__summary">{visaSummary(visa, locale)}</p>
      <dl className="visa-card__facts">
        <div>
          <dt>{t('public.processing')}</dt>
          <dd>{formatDayRange(visa.processing_days_min, visa.processing_days_max, locale)}</dd>
        </div>
        <div>
          <dt>{prices.agent ? t('public.agent_price') : t('public.from')}</dt>
          <dd>
            <strong className="visa-card__price">{formatMoney(prices.adult, visa.currency, locale)}</strong>{' '}
            <span className="muted">{t('public.per_adult')}</span>
          </dd>
        </div>
      </dl>
      <Link to={href} className="btn btn-secondary visa-card__more" aria-label={t('public.details_named', { name: title })}>
        {t('public.details')}
      </Link>
    </li>
  );
}

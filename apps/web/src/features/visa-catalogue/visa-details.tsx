import type { TVisaView } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageState } from '@/components/page-state';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { useVisaBySlug } from '@/features/visas/visas-queries';
import { ApiError } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { VisaCountry } from './visa-country';
import { formatDayRange, formatDays, readerPrices, visaDescription, visaSummary, visaTitle } from './visa-text';

export interface VisaDetailsProps {
  slug: string;
  /** The catalogue's list, for the back link. */
  listPath: string;
  /** Where applying for this visa starts. */
  applyPath: string;
}

/** A visa's page: its facts, prices per applicant, documents, description and the Apply button. */
export function VisaDetails({ slug, listPath, applyPath }: VisaDetailsProps) {
  const { t } = useTranslation('visas');
  const visa = useVisaBySlug(slug);
  const back = (
    <Link to={listPath} className="back-link">
      {t('public.back')}
    </Link>
  );
  if (visa.isPending) return <PageState state="loading" />;
  if (visa.isError) {
    const missing = visa.error instanceof ApiError && visa.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <PageState state="empty" message={t('public.not_found')} />
        ) : (
          <PageState state="error" message={visa.error.message || undefined} onRetry={() => void visa.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <VisaPage visa={visa.data} applyPath={applyPath} />
    </>
  );
}

function VisaPage({ visa, applyPath }: { visa: TVisaView; applyPath: string }) {
  const { t } = useTranslation('visas');
  const locale = currentLocale();
  const prices = readerPrices(visa);
  const money = (minor: number) => formatMoney(minor, visa.currency, locale);
  const description = visaDescription(visa, locale);
  const draft = 'status' in visa && visa.status !== 'published';
  return (
    <article className="visa-page">
      <header className="visa-page__header">
        <VisaCountry country={visa.country} locale={locale} />
        <h1>{visaTitle(visa, locale)}</h1>
        <p className="visa-page__summary">{visaSummary(visa, locale)}</p>
        {draft && (
          <p className="visa-page__draft" role="note">
            {t('public.draft_preview')}
          </p>
        )}
      </header>
      <div className="visa-page__body">
        <div className="visa-page__main">
          <section aria-labelledby="visa-facts-title" className="visa-section">
            <h2 id="visa-facts-title">{t('public.facts')}</h2>
            <dl className="visa-facts">
              <div>
                <dt>{t('fields.visa_type')}</dt>
                <dd>{t(`types.${visa.visa_type}`)}</dd>
              </div>
              <div>
                <dt>{t('public.entries')}</dt>
                <dd>{t(`entries.${visa.entries}`)}</dd>
              </div>
              <div>
                <dt>{t('public.processing')}</dt>
                <dd>{formatDayRange(visa.processing_days_min, visa.processing_days_max, locale)}</dd>
              </div>
              <div>
                <dt>{t('public.validity')}</dt>
                <dd>{formatDays(visa.validity_days, locale)}</dd>
              </div>
              <div>
                <dt>{t('public.stay')}</dt>
                <dd>{formatDays(visa.max_stay_days, locale)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="visa-documents-title" className="visa-section">
            <h2 id="visa-documents-title">{t('public.documents')}</h2>
            {visa.documents.length === 0 ? (
              <p>{t('public.documents_none')}</p>
            ) : (
              <>
                <ul className="visa-document-list">
                  {visa.documents.map((d) => (
                    <li key={d.id}>
                      <span>{(locale === 'ar' && d.label_ar) || d.label_en}</span>
                      <span className={d.upload ? 'visa-tag visa-tag--upload' : 'visa-tag'}>
                        {d.upload ? t('public.upload') : t('public.bring')}
                      </span>
                    </li>
                  ))}
                </ul>
                {visa.documents.some((d) => d.upload) && <p className="muted">{t('public.upload_note')}</p>}
              </>
            )}
          </section>
          {description && (
            <section aria-labelledby="visa-about-title" className="visa-section">
              <h2 id="visa-about-title">{t('public.about')}</h2>
              <RichTextView html={description} />
            </section>
          )}
        </div>
        <aside className="visa-price-box" aria-labelledby="visa-prices-title">
          <h2 id="visa-prices-title">{prices.agent ? t('public.agent_price') : t('public.prices')}</h2>
          <dl className="visa-prices">
            <div>
              <dt>{t('public.adult')}</dt>
              <dd>{money(prices.adult)}</dd>
            </div>
            <div>
              <dt>{t('public.child')}</dt>
              <dd>{prices.child === 0 ? t('public.child_free') : money(prices.child)}</dd>
            </div>
          </dl>
          <Link to={applyPath} className={buttonClass('primary', 'visa-apply')}>
            {t('public.apply')}
          </Link>
        </aside>
      </div>
    </article>
  );
}

import type { TInsuranceQuote, TInsuranceUnavailablePlan } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale, formatDate } from '@/lib/i18n';
import { QuotePlanCard } from './quote-plan-card';

interface QuoteResultsProps {
  quote: TInsuranceQuote;
  /** The Buy address of a plan in this quote. */
  buyHref: (quoteId: string, planId: string) => string;
}

/** Why one plan cannot insure this trip, in the reader's words. */
function UnavailableReason({ item }: { item: TInsuranceUnavailablePlan }) {
  const { t } = useTranslation('travel_insurance');
  const name = currentLocale() === 'ar' ? item.plan.name_ar : item.plan.name_en;
  const reason =
    item.reason === 'age_not_covered'
      ? t('unavailable.age_not_covered', { ages: item.ages.join(currentLocale() === 'ar' ? '، ' : ', ') })
      : item.reason === 'trip_too_long'
        ? t('unavailable.trip_too_long', { days: item.max_trip_days })
        : t('unavailable.trip_length_not_priced');
  return (
    <li>
      <strong>{name}</strong> ({item.plan.insurer_name}): {reason}
    </li>
  );
}

/**
 * The plans that insure the trip, side by side on a wide screen and stacked on a phone; when
 * none does, why (no plan for the destination, or each plan's reason); the plans that cannot,
 * listed below with theirs.
 */
export function QuoteResults({ quote, buyHref }: QuoteResultsProps) {
  const { t } = useTranslation('travel_insurance');
  const trip = t('results.trip', {
    region: t(`regions.${quote.region}`),
    start: formatDate(`${quote.start_date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    end: formatDate(`${quote.end_date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    days: quote.trip_days,
    travellers: quote.travellers.length,
  });
  return (
    <section className="insurance-results" aria-labelledby="insurance-results-title" aria-live="polite">
      <h2 id="insurance-results-title">{quote.plans.length ? t('results.title') : t('results.none_title')}</h2>
      <p className="insurance-muted">{trip}</p>
      {quote.plans.length === 0 && (
        <div className="page-state">
          <p>{quote.unavailable.length ? t('results.none_fit') : t('results.none_region', { region: t(`regions.${quote.region}`) })}</p>
        </div>
      )}
      {quote.plans.length > 0 && (
        <div className="insurance-plan-grid">
          {quote.plans.map((p) => (
            <QuotePlanCard key={p.plan.id} quoted={p} buyHref={buyHref(quote.id!, p.plan.id)} />
          ))}
        </div>
      )}
      {quote.unavailable.length > 0 && (
        <div className="insurance-unavailable">
          <h3>{t('unavailable.title')}</h3>
          <ul>
            {quote.unavailable.map((u) => (
              <UnavailableReason key={u.plan.id} item={u} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

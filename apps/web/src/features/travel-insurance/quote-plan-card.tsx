import type { TInsuranceQuotedPlan } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

interface QuotePlanCardProps {
  quoted: TInsuranceQuotedPlan;
  /** Where the Buy button leads for this plan. */
  buyHref: string;
}

/**
 * One plan that insures the trip: its name and insurer, the total the reader pays with each
 * traveller's share, what it covers, and Buy. An agent reads its own price; staff read the public
 * price with the agent's beside it; everyone else the public price.
 */
export function QuotePlanCard({ quoted, buyHref }: QuotePlanCardProps) {
  const { t } = useTranslation('travel_insurance');
  const locale = currentLocale();
  const money = (minor: number) => formatMoney(minor, quoted.currency, locale);
  const { plan } = quoted;
  const name = locale === 'ar' ? plan.name_ar : plan.name_en;
  const summary = locale === 'ar' ? plan.summary_ar : plan.summary_en;
  // The price this reader pays: the public one, or the agent's own when that is all it is shown.
  const total = quoted.total_price_minor ?? quoted.agent_total_price_minor ?? 0;
  const perTraveller = (i: number) => quoted.travellers[i]?.price_minor ?? quoted.travellers[i]?.agent_price_minor ?? 0;
  const headingId = `insurance-plan-${plan.id}`;

  return (
    <article className="insurance-plan-card" aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{name}</h3>
        <p className="insurance-muted">{t('results.insurer', { name: plan.insurer_name })}</p>
      </header>
      <div className="insurance-plan-card__price">
        <span className="insurance-plan-card__total">{money(total)}</span>
        <span className="insurance-muted">{quoted.total_price_minor === undefined ? t('results.agent_total') : t('results.total')}</span>
        {quoted.total_price_minor !== undefined && quoted.agent_total_price_minor !== undefined && (
          <span className="insurance-muted">{t('results.agent_price', { amount: money(quoted.agent_total_price_minor) })}</span>
        )}
      </div>
      {quoted.travellers.length > 1 && (
        <ul className="insurance-plan-card__travellers" aria-label={t('results.per_traveller')}>
          {quoted.travellers.map((traveller, i) => (
            <li key={i}>
              <span>{t('results.traveller', { number: i + 1, age: traveller.age })}</span>
              <span>{money(perTraveller(i))}</span>
            </li>
          ))}
        </ul>
      )}
      {summary && <p>{summary}</p>}
      {plan.benefits.length > 0 && (
        <ul className="insurance-plan-card__benefits" aria-label={t('results.benefits')}>
          {plan.benefits.map((b, i) => (
            <li key={i}>
              <span>{locale === 'ar' ? b.label_ar : b.label_en}</span>
              {b.covered_minor !== null && <span className="insurance-plan-card__covered">{money(b.covered_minor)}</span>}
            </li>
          ))}
        </ul>
      )}
      <Link className={buttonClass('primary', 'insurance-plan-card__buy')} to={buyHref} aria-label={t('results.buy_named', { name })}>
        {t('results.buy')}
      </Link>
    </article>
  );
}

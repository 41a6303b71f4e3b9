import type { TCurrencyFigure, TFinanceSummary } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { Amount } from '@/features/money/amount';
import { useFinanceSummary } from '@/features/reports/reports-queries';
import { ApiError } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/i18n';

const monthLabel = (month: string) => formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The money part of the admin dashboard (GET /finance-summary): what waits for finance staff
 * (top-ups, adjustments) and where the agencies' money stands. Amounts stay per currency.
 */
export function FinanceSummary() {
  const { t } = useTranslation('admin');
  const summary = useFinanceSummary();
  if (summary.isPending) return <PageState state="loading" />;
  if (summary.isError)
    return (
      <PageState
        state="error"
        message={summary.error instanceof ApiError ? summary.error.description : undefined}
        onRetry={() => void summary.refetch()}
      />
    );
  const s: TFinanceSummary = summary.data;
  return (
    <div className="finance-cards">
      <FigureCard
        title={t('admin:dashboard.finance.pending_topups')}
        value={s.pending_topups.count}
        figures={s.pending_topups.by_currency}
        empty={t('admin:dashboard.finance.pending_none')}
        link={{ to: '/admin/topup-request', label: t('admin:dashboard.finance.review_topups') }}
      />
      <FigureCard
        title={t('admin:dashboard.finance.approved_month', { month: monthLabel(s.month) })}
        value={s.approved_this_month.count}
        figures={s.approved_this_month.by_currency}
        empty={t('admin:dashboard.finance.approved_none')}
        link={{ to: '/admin/topup-request?status=approved', label: t('admin:dashboard.finance.see_deposits') }}
      />
      <FigureCard
        title={t('admin:dashboard.finance.balances')}
        figures={s.agent_balances.by_currency}
        countLabel={(n) => t('admin:dashboard.finance.wallets', { n: formatNumber(n) })}
        empty={t('admin:dashboard.finance.balances_none')}
        link={{ to: '/admin/admin-ledger', label: t('admin:dashboard.finance.open_ledger') }}
      >
        {s.agent_balances.negative_wallets > 0 && (
          <Badge tone="danger">
            {t('admin:dashboard.finance.negative_wallets', { n: formatNumber(s.agent_balances.negative_wallets) })}
          </Badge>
        )}
      </FigureCard>
      <FigureCard
        title={t('admin:dashboard.finance.adjustments')}
        value={s.pending_adjustments}
        link={{ to: '/admin/admin-ledger?tab=adjustments', label: t('admin:dashboard.finance.review_adjustments') }}
      >
        <p className="muted">{t('admin:dashboard.finance.adjustments_hint')}</p>
      </FigureCard>
      <FigureCard
        title={t('admin:dashboard.finance.allowance_changes')}
        value={s.pending_allowance_changes}
        link={{ to: '/admin/admin-ledger?tab=allowances', label: t('admin:dashboard.finance.review_allowance_changes') }}
      >
        <p className="muted">{t('admin:dashboard.finance.adjustments_hint')}</p>
      </FigureCard>
    </div>
  );
}

interface FigureCardProps {
  title: string;
  /** The headline count, if the card has one. */
  value?: number;
  /** Amounts per currency. */
  figures?: readonly TCurrencyFigure[];
  /** What the count of a currency line means ("deposits: 3" by default). */
  countLabel?: (n: number) => string;
  /** Shown instead of the amounts when there are none. */
  empty?: string;
  link: { to: string; label: string };
  children?: ReactNode;
}

function FigureCard({ title, value, figures, countLabel, empty, link, children }: FigureCardProps) {
  const { t } = useTranslation('admin');
  const describe = countLabel ?? ((n: number) => t('admin:dashboard.finance.count', { n: formatNumber(n) }));
  return (
    <Card title={title} className="finance-card">
      {value !== undefined && <p className="finance-card__value">{formatNumber(value)}</p>}
      {figures &&
        (figures.length === 0 ? (
          <p className="muted">{empty}</p>
        ) : (
          <ul className="finance-card__lines" aria-label={t('admin:dashboard.finance.caption')}>
            {figures.map((f) => (
              <li key={f.currency}>
                <Amount minor={f.amount_minor} currency={f.currency} /> <span className="muted">({describe(f.count)})</span>
              </li>
            ))}
          </ul>
        ))}
      {children}
      <Link to={link.to} className="finance-card__link">
        {link.label}
      </Link>
    </Card>
  );
}

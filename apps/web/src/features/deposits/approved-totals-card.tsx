import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { Amount } from '@/features/money/amount';
import { ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/i18n';
import { useApprovedTotals } from './deposits-queries';
import '@/styles/details.css';
import '@/styles/tables.css';

export interface ApprovedTotalsCardProps {
  /** The agent's user id (GET /approved-deposits-total/{agent}). */
  agentId: string;
}

/** What approved deposits have credited so far, per currency. */
export function ApprovedTotalsCard({ agentId }: ApprovedTotalsCardProps) {
  const { t } = useTranslation('deposits');
  const totals = useApprovedTotals(agentId);
  return (
    <Card title={t('deposits:totals.title')}>
      {totals.isPending ? (
        <PageState state="loading" />
      ) : totals.isError ? (
        <PageState
          state="error"
          message={totals.error instanceof ApiError ? totals.error.description : undefined}
          onRetry={() => void totals.refetch()}
        />
      ) : totals.data.length === 0 ? (
        <p className="muted">{t('deposits:totals.none')}</p>
      ) : (
        <dl className="people-details">
          {totals.data.map((total) => (
            <div key={total.currency}>
              <dt>{total.currency}</dt>
              <dd>
                <Amount minor={total.total_minor} currency={total.currency} />
                <span className="cell-sub">{t('deposits:totals.count', { formatted: formatNumber(total.count) })}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

import type { TAgentCharge } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { Amount } from '@/features/money/amount';
import { ReasonDialog } from '@/features/money/reason-dialog';
import { useReasonAction } from '@/features/money/use-reason-action';
import { buildChargeQuery, CHARGES_PER_PAGE, chargeFiltersFromParams } from './charge-filters';
import { ChargeFiltersBar } from './charge-filters-bar';
import { useCharges, useReverseCharge } from './charges-queries';
import { ChargesTable } from './charges-table';
import '@/styles/page.css';
import './charges.css';

/**
 * /admin/other-charges (finance): every agency's charges with filters, the below-zero flag, and
 * Reverse with a mandatory reason (one Idempotency-Key per reversal, reused on retry).
 */
export function AdminChargesScreen() {
  const { t } = useTranslation(['charges', 'ledger', 'users']);
  const { filters, setFilters, resetFilters } = useUrlFilters(chargeFiltersFromParams);
  const list = useCharges(buildChargeQuery(filters));
  const reverse = useReasonAction(useReverseCharge(), (charge: TAgentCharge, reason) => ({
    id: charge.id,
    status: 'reversed' as const,
    reason,
  }));
  const { target } = reverse;

  return (
    <div className="people-stack">
      <div className="page-header">
        <div>
          <h1>{t('charges:title')}</h1>
          <p className="muted">{t('charges:intro')}</p>
        </div>
        <Link to="/admin/new-charges" className={buttonClass('primary')}>
          {t('charges:new')}
        </Link>
      </div>
      <ChargeFiltersBar filters={filters} onChange={setFilters} onReset={resetFilters} withAgency />
      <ChargesTable
        rows={list.data?.items}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onReverse={reverse.open}
      />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={CHARGES_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
      <ReasonDialog
        open={target !== null}
        title={t('charges:reverse.title', { reference: target?.reference ?? '' })}
        message={
          target && (
            <p>
              {t('charges:reverse.message', { title: target.title, agency: target.agency.name })}{' '}
              <Amount minor={target.amount_minor} currency={target.currency} />
            </p>
          )
        }
        confirmLabel={t('charges:reverse.confirm')}
        tone="danger"
        reasonRequired
        reasonLabel={t('charges:fields.reason')}
        busy={reverse.busy}
        error={reverse.error}
        onConfirm={reverse.confirm}
        onCancel={reverse.cancel}
      />
    </div>
  );
}

import type { TCreditAllowanceRequest } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table';
import { ALLOWANCE_REQUESTS_PER_PAGE, useAllowanceRequests, useDecideAllowanceRequest } from '@/features/money/allowance-queries';
import { Amount } from '@/features/money/amount';
import { formatDateTime } from '@/lib/i18n';
import { FourEyesList } from './four-eyes-list';
import '@/styles/details.css';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const useRequests = (status: TCreditAllowanceRequest['status'], page: number) =>
  useAllowanceRequests({ status, page, per_page: ALLOWANCE_REQUESTS_PER_PAGE });

/**
 * Credit allowance changes by status (/admin/admin-ledger?tab=allowances); a pending one is
 * approved or rejected by a second staff member (never its maker, nor an account the maker created).
 */
export function AllowanceRequestsList() {
  const { t } = useTranslation('ledger');
  const columns: DataTableColumn<TCreditAllowanceRequest>[] = [
    { key: 'reference', header: t('ledger:fields.reference'), cell: (r) => <bdi>{r.reference}</bdi> },
    { key: 'date', header: t('ledger:fields.date'), cell: (r) => formatDateTime(r.created_at) },
    { key: 'agency', header: t('ledger:fields.agency'), cell: (r) => r.agency.name },
    {
      key: 'current',
      header: t('ledger:fields.current_allowance'),
      align: 'end',
      cell: (r) => <Amount minor={r.current_allowance_minor} currency={r.currency} />,
    },
    {
      key: 'requested',
      header: t('ledger:fields.requested_allowance'),
      align: 'end',
      cell: (r) => <Amount minor={r.requested_allowance_minor} currency={r.currency} />,
    },
    { key: 'maker', header: t('ledger:fields.maker'), cell: (r) => r.maker.name },
    {
      key: 'reason',
      header: t('ledger:fields.reason'),
      cell: (r) => (
        <>
          {r.reason}
          {r.checker && <span className="cell-sub">{t('ledger:allowances.decided_by', { name: r.checker.name })}</span>}
          {r.decision_reason && <span className="cell-sub">{t('ledger:allowances.decision_note', { note: r.decision_reason })}</span>}
        </>
      ),
    },
  ];
  return (
    <FourEyesList
      section="allowances"
      statuses={STATUSES}
      columns={columns}
      useList={useRequests}
      perPage={ALLOWANCE_REQUESTS_PER_PAGE}
      decision={useDecideAllowanceRequest()}
      makerOf={(r) => r.maker.id}
      intro={<p className="muted">{t('ledger:allowances.hint')}</p>}
      describe={(r, action) => (
        <>
          <p>
            {t(action === 'approve' ? 'ledger:allowances.approve_message' : 'ledger:allowances.reject_message', {
              agency: r.agency.name,
              maker: r.maker.name,
            })}
          </p>
          <dl className="people-details">
            <div>
              <dt>{t('ledger:fields.current_allowance')}</dt>
              <dd>
                <Amount minor={r.current_allowance_minor} currency={r.currency} />
              </dd>
            </div>
            <div>
              <dt>{t('ledger:fields.requested_allowance')}</dt>
              <dd>
                <Amount minor={r.requested_allowance_minor} currency={r.currency} />
              </dd>
            </div>
          </dl>
        </>
      )}
    />
  );
}

import type { TCreditAllowanceRequest } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SelectField } from '@/components/select-field';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { formatDateTime } from '@/lib/i18n';
import { Amount } from '@/features/money/amount';
import { ALLOWANCE_REQUESTS_PER_PAGE, useAllowanceRequests, useDecideAllowanceRequest } from '@/features/money/allowance-queries';
import { ReasonDialog } from '@/features/money/reason-dialog';
import { useReasonAction } from '@/features/money/use-reason-action';
import '@/styles/details.css';
import '@/styles/page.css';
import '@/styles/tables.css';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type TStatus = (typeof STATUSES)[number];
const TONE = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;
type TDecision = { request: TCreditAllowanceRequest; action: 'approve' | 'reject' };

/**
 * Credit allowance changes by status (/admin/admin-ledger?tab=allowances); a pending one is
 * approved or rejected by a second staff member. The maker's own show "Awaiting a second
 * approver" and no buttons (the API refuses them too, as it refuses an account the maker created).
 */
export function AllowanceRequestsList() {
  const { t } = useTranslation('ledger');
  const { data: viewer } = useCurrentUser();
  const [status, setStatus] = useState<TStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useAllowanceRequests({ status, page, per_page: ALLOWANCE_REQUESTS_PER_PAGE });
  const decide = useReasonAction(useDecideAllowanceRequest(), ({ request, action }: TDecision, reason) => ({
    id: request.id,
    action,
    reason,
  }));
  const { target } = decide;
  const open = (request: TCreditAllowanceRequest, action: 'approve' | 'reject') => decide.open({ request, action });

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
    {
      key: 'status',
      header: t('ledger:fields.status'),
      cell: (r) => <Badge tone={TONE[r.status]}>{t(`ledger:statuses.${r.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      cell: (r) => {
        if (r.status !== 'pending') return null;
        if (r.maker.id === viewer?.id) return <span className="muted">{t('ledger:allowances.awaiting_second')}</span>;
        return (
          <div className="ledger-actions">
            <Button onClick={() => open(r, 'approve')} aria-label={t('ledger:allowances.approve_of', { reference: r.reference })}>
              {t('ledger:allowances.approve')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => open(r, 'reject')}
              aria-label={t('ledger:allowances.reject_of', { reference: r.reference })}
            >
              {t('ledger:allowances.reject')}
            </Button>
          </div>
        );
      },
    },
  ];

  const approving = target?.action === 'approve';
  const asked = target?.request;
  return (
    <section className="people-stack" aria-labelledby="allowances-title">
      <div className="page-header">
        <h2 id="allowances-title">{t('ledger:allowances.list_title')}</h2>
        <SelectField
          name="allowance_status"
          label={t('ledger:fields.status')}
          options={STATUSES.map((s) => ({ value: s, label: t(`ledger:statuses.${s}`) }))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TStatus);
            setPage(1);
          }}
        />
      </div>
      <p className="muted">{t('ledger:allowances.hint')}</p>
      <DataTable
        caption={t('ledger:allowances.list_title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && (
        <Pagination page={page} perPage={ALLOWANCE_REQUESTS_PER_PAGE} total={list.data.pagination.total} onPageChange={setPage} />
      )}
      <ReasonDialog
        open={target !== null}
        title={t(approving ? 'ledger:allowances.approve_title' : 'ledger:allowances.reject_title', { reference: asked?.reference ?? '' })}
        message={
          asked && (
            <>
              <p>
                {t(approving ? 'ledger:allowances.approve_message' : 'ledger:allowances.reject_message', {
                  agency: asked.agency.name,
                  maker: asked.maker.name,
                })}
              </p>
              <dl className="people-details">
                <div>
                  <dt>{t('ledger:fields.current_allowance')}</dt>
                  <dd>
                    <Amount minor={asked.current_allowance_minor} currency={asked.currency} />
                  </dd>
                </div>
                <div>
                  <dt>{t('ledger:fields.requested_allowance')}</dt>
                  <dd>
                    <Amount minor={asked.requested_allowance_minor} currency={asked.currency} />
                  </dd>
                </div>
              </dl>
            </>
          )
        }
        confirmLabel={t(approving ? 'ledger:allowances.approve' : 'ledger:allowances.reject')}
        tone={approving ? 'primary' : 'danger'}
        reasonRequired={false}
        reasonLabel={t('ledger:allowances.decision_reason')}
        busy={decide.busy}
        error={decide.error}
        onConfirm={decide.confirm}
        onCancel={decide.cancel}
      />
    </section>
  );
}

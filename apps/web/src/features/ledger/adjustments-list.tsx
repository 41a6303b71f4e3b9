import type { TLedgerAdjustment } from '@safar/contracts';
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
import { ADJUSTMENTS_PER_PAGE, useAdjustments, useAgencyNames, useDecideAdjustment } from './ledger-queries';
import { ReasonDialog } from '@/features/money/reason-dialog';
import { useReasonAction } from '@/features/money/use-reason-action';
import '@/styles/page.css';
import '@/styles/tables.css';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type TStatus = (typeof STATUSES)[number];
const TONE = { pending: 'warning', approved: 'success', rejected: 'neutral', reversed: 'neutral' } as const;
type TDecision = { adjustment: TLedgerAdjustment; action: 'approve' | 'reject' };

/**
 * Manual adjustments by status; a pending one is approved or rejected by a second staff member.
 * The maker's own show "Awaiting a second approver" and no buttons (the API refuses them too).
 */
export function AdjustmentsList() {
  const { t } = useTranslation('ledger');
  const { data: viewer } = useCurrentUser();
  const [status, setStatus] = useState<TStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useAdjustments(status, page);
  const names = useAgencyNames();
  const decide = useReasonAction(useDecideAdjustment(), ({ adjustment, action }: TDecision, reason) => ({
    id: adjustment.id,
    action,
    reason,
  }));
  const { target } = decide;
  const open = (adjustment: TLedgerAdjustment, action: 'approve' | 'reject') => decide.open({ adjustment, action });

  const columns: DataTableColumn<TLedgerAdjustment>[] = [
    { key: 'reference', header: t('ledger:fields.reference'), cell: (a) => <bdi>{a.reference}</bdi> },
    { key: 'date', header: t('ledger:fields.date'), cell: (a) => formatDateTime(a.created_at) },
    {
      key: 'agency',
      header: t('ledger:fields.agency'),
      cell: (a) => names.data?.get(a.agency_id) ?? t('ledger:adjustments.unknown_agency'),
    },
    { key: 'direction', header: t('ledger:fields.direction'), cell: (a) => t(`ledger:directions.${a.direction}`) },
    {
      key: 'amount',
      header: t('ledger:fields.amount'),
      align: 'end',
      cell: (a) => <Amount minor={a.amount_minor} currency={a.currency} />,
    },
    {
      key: 'reason',
      header: t('ledger:fields.reason'),
      cell: (a) => (
        <>
          {a.reason}
          {a.decision_reason && <span className="cell-sub">{t('ledger:adjustments.decision_note', { note: a.decision_reason })}</span>}
        </>
      ),
    },
    {
      key: 'status',
      header: t('ledger:fields.status'),
      cell: (a) => <Badge tone={TONE[a.status]}>{t(`ledger:statuses.${a.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      cell: (a) => {
        if (a.status !== 'pending') return null;
        if (a.maker_id === viewer?.id) return <span className="muted">{t('ledger:adjustments.awaiting_second')}</span>;
        return (
          <div className="ledger-actions">
            <Button onClick={() => open(a, 'approve')} aria-label={t('ledger:adjustments.approve_of', { reference: a.reference })}>
              {t('ledger:adjustments.approve')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => open(a, 'reject')}
              aria-label={t('ledger:adjustments.reject_of', { reference: a.reference })}
            >
              {t('ledger:adjustments.reject')}
            </Button>
          </div>
        );
      },
    },
  ];

  const approving = target?.action === 'approve';
  return (
    <section className="people-stack" aria-labelledby="adjustments-title">
      <div className="page-header">
        <h2 id="adjustments-title">{t('ledger:adjustments.list_title')}</h2>
        <SelectField
          name="adjustment_status"
          label={t('ledger:fields.status')}
          options={STATUSES.map((s) => ({ value: s, label: t(`ledger:statuses.${s}`) }))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TStatus);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption={t('ledger:adjustments.list_title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(a) => a.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && <Pagination page={page} perPage={ADJUSTMENTS_PER_PAGE} total={list.data.pagination.total} onPageChange={setPage} />}
      <ReasonDialog
        open={target !== null}
        title={t(approving ? 'ledger:adjustments.approve_title' : 'ledger:adjustments.reject_title', {
          reference: target?.adjustment.reference ?? '',
        })}
        message={
          target && (
            <p>
              {t(approving ? 'ledger:adjustments.approve_message' : 'ledger:adjustments.reject_message', {
                direction: t(`ledger:directions.${target.adjustment.direction}`),
              })}{' '}
              <Amount minor={target.adjustment.amount_minor} currency={target.adjustment.currency} />
            </p>
          )
        }
        confirmLabel={t(approving ? 'ledger:adjustments.approve' : 'ledger:adjustments.reject')}
        tone={approving ? 'primary' : 'danger'}
        reasonRequired={false}
        reasonLabel={t('ledger:adjustments.decision_reason')}
        busy={decide.busy}
        error={decide.error}
        onConfirm={decide.confirm}
        onCancel={decide.cancel}
      />
    </section>
  );
}

import type { TList } from '@safar/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SelectField } from '@/components/select-field';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { ReasonDialog } from '@/features/money/reason-dialog';
import { useReasonAction } from '@/features/money/use-reason-action';
import type { ApiSuccess } from '@/lib/api';
import '@/styles/page.css';
import '@/styles/tables.css';

type TAction = 'approve' | 'reject';
type TDecisionBody = { id: string; action: TAction; reason: string };
const TONE = { pending: 'warning', approved: 'success', rejected: 'neutral', reversed: 'neutral' } as const;

/** What a maker-checker list shows of each row beside its own columns. */
export interface TFourEyesRow {
  id: string;
  reference: string;
  status: keyof typeof TONE;
}

export interface FourEyesListProps<T extends TFourEyesRow> {
  /** The section of the ledger texts: its list title, buttons, dialog titles and "awaiting" note. */
  section: 'adjustments' | 'allowances';
  statuses: readonly T['status'][];
  /** The row's own columns; status and the decision buttons follow. */
  columns: DataTableColumn<T>[];
  useList: (status: T['status'], page: number) => UseQueryResult<TList<T>>;
  perPage: number;
  decision: UseMutationResult<ApiSuccess<unknown>, Error, TDecisionBody & { key: string }>;
  makerOf: (row: T) => string;
  /** What the decision dialog says about the row. */
  describe: (row: T, action: TAction) => ReactNode;
  intro?: ReactNode;
}

/**
 * A maker-checker queue (manual adjustments, credit allowance changes) by status: a pending row
 * is approved or rejected, with an optional note, by a second staff member. The maker's own rows
 * say "Awaiting a second approver" and have no buttons (the API refuses the maker too).
 */
export function FourEyesList<T extends TFourEyesRow>(props: FourEyesListProps<T>) {
  const { section, statuses, perPage, makerOf, describe } = props;
  const { t } = useTranslation('ledger');
  const { data: viewer } = useCurrentUser();
  const [status, setStatus] = useState<T['status']>('pending');
  const [page, setPage] = useState(1);
  const list = props.useList(status, page);
  const decide = useReasonAction(props.decision, ({ row, action }: { row: T; action: TAction }, reason) => ({
    id: row.id,
    action,
    reason,
  }));
  const { target } = decide;
  const text = (key: string, params?: Record<string, string>) => t(`ledger:${section}.${key}`, params);

  const columns: DataTableColumn<T>[] = [
    ...props.columns,
    {
      key: 'status',
      header: t('ledger:fields.status'),
      cell: (row) => <Badge tone={TONE[row.status]}>{t(`ledger:statuses.${row.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      cell: (row) => {
        if (row.status !== 'pending') return null;
        if (makerOf(row) === viewer?.id) return <span className="muted">{text('awaiting_second')}</span>;
        return (
          <div className="ledger-actions">
            <Button onClick={() => decide.open({ row, action: 'approve' })} aria-label={text('approve_of', { reference: row.reference })}>
              {text('approve')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => decide.open({ row, action: 'reject' })}
              aria-label={text('reject_of', { reference: row.reference })}
            >
              {text('reject')}
            </Button>
          </div>
        );
      },
    },
  ];

  const approving = target?.action === 'approve';
  const titleId = `${section}-title`;
  return (
    <section className="people-stack" aria-labelledby={titleId}>
      <div className="page-header">
        <h2 id={titleId}>{text('list_title')}</h2>
        <SelectField
          name={`${section}_status`}
          label={t('ledger:fields.status')}
          options={statuses.map((s) => ({ value: s, label: t(`ledger:statuses.${s}`) }))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as T['status']);
            setPage(1);
          }}
        />
      </div>
      {props.intro}
      <DataTable
        caption={text('list_title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && <Pagination page={page} perPage={perPage} total={list.data.pagination.total} onPageChange={setPage} />}
      <ReasonDialog
        open={target !== null}
        title={text(approving ? 'approve_title' : 'reject_title', { reference: target?.row.reference ?? '' })}
        message={target && describe(target.row, target.action)}
        confirmLabel={text(approving ? 'approve' : 'reject')}
        tone={approving ? 'primary' : 'danger'}
        reasonRequired={false}
        reasonLabel={text('decision_reason')}
        busy={decide.busy}
        error={decide.error}
        onConfirm={decide.confirm}
        onCancel={decide.cancel}
      />
    </section>
  );
}

import type { TActivityLog } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { formatDateTime } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { ActivityChanges, PersonCell } from './activity-cells';
import { ActivityFilterForm } from './activity-filter-form';
import { ACTIVITY_PER_PAGE, activityFiltersFromParams, activityParams, buildActivityQuery } from './activity-filters';
import { activityLogs } from './activity-queries';
import '@/styles/page.css';
import '@/styles/tables.css';
import './activity-log.css';

/**
 * /admin/activity-log: who did what, on whose behalf, to which object, from where and when,
 * with the before/after summary; an entry can be deleted (the deletion is itself logged).
 */
export function ActivityLogScreen() {
  const { t } = useTranslation(['admin', 'users']);
  const [params, setParams] = useSearchParams();
  const filters = activityFiltersFromParams(params);
  const list = activityLogs.useList(buildActivityQuery(filters));
  const remove = activityLogs.useDelete();
  const [toDelete, setToDelete] = useState<TActivityLog | null>(null);

  const handleDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (result) => notifySuccess(result),
      onError: (err) => notifyError(err, 'messages:something_went_wrong'),
      onSettled: () => setToDelete(null),
    });
  };

  const columns: DataTableColumn<TActivityLog>[] = [
    { key: 'time', header: t('admin:activity.time'), cell: (e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> },
    { key: 'actor', header: t('admin:activity.who'), cell: (e) => <PersonCell person={e.actor} emptyKey="admin:activity.system" /> },
    {
      key: 'behalf',
      header: t('admin:activity.on_behalf_of'),
      cell: (e) => <PersonCell person={e.on_behalf_of} emptyKey="admin:activity.nobody" />,
    },
    { key: 'action', header: t('admin:activity.action'), cell: (e) => <code>{e.action}</code> },
    {
      key: 'object',
      header: t('admin:activity.object'),
      cell: (e) =>
        e.subject_type ? (
          <>
            {e.subject_type}
            {e.subject_id && <span className="cell-sub activity-id">{e.subject_id}</span>}
          </>
        ) : (
          '—'
        ),
    },
    { key: 'ip', header: t('admin:activity.ip'), cell: (e) => (e.ip ? <span dir="ltr">{e.ip}</span> : '—') },
    { key: 'changes', header: t('admin:activity.changes'), cell: (e) => <ActivityChanges entry={e} /> },
    {
      key: 'delete',
      header: t('common:table.actions'),
      align: 'end',
      cell: (e) => (
        <Button
          variant="ghost"
          className="activity-delete"
          onClick={() => setToDelete(e)}
          aria-label={t('admin:activity.delete_named', { action: e.action, time: formatDateTime(e.created_at) })}
        >
          {t('common:actions.delete')}
        </Button>
      ),
    },
  ];

  return (
    <div className="people-stack">
      <h1>{t('admin:activity.title')}</h1>
      <ActivityFilterForm key={params.toString()} filters={filters} onApply={(next) => setParams(activityParams(next))} />
      <div className="activity-table">
        <DataTable
          caption={t('admin:activity.title')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(e) => e.id}
          loading={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </div>
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={ACTIVITY_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => {
            const next = new URLSearchParams(params);
            next.set('page', String(page));
            setParams(next);
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('admin:activity.delete_title')}
        message={toDelete ? t('admin:activity.delete_confirm', { action: toDelete.action, time: formatDateTime(toDelete.created_at) }) : ''}
        confirmLabel={t('common:actions.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

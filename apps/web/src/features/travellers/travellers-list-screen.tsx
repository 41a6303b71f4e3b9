import { PASSENGER_TYPES, type TPassengerType, type TTraveller } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/badge';
import { Button, buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { notifyError, notifySuccess } from '@/lib/toast';
import { formatDay } from './traveller-form-values';
import { TRAVELLERS_PER_PAGE, useDeleteTraveller, useTravellers } from './travellers-queries';
import '@/styles/page.css';
import '@/styles/filters.css';
import '@/styles/tables.css';
import './travellers.css';

const isType = (value: string | null): value is TPassengerType => PASSENGER_TYPES.includes(value as TPassengerType);
const fullName = (t: TTraveller) => `${t.given_name} ${t.family_name}`;

/** The list's search, type and page, kept in the address so a reload or a shared link shows the same page. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const query = { q: params.get('q') ?? '', type: isType(type) ? type : undefined, page: Math.max(1, Number(params.get('page')) || 1) };
  const change = (patch: { q?: string; type?: string; page?: number }) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === '' || v === undefined || (k === 'page' && v === 1)) next.delete(k);
      else next.set(k, String(v));
    }
    // A new search or filter starts at its first page.
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { query, change };
}

/** /agent/travellers: the agency's saved travellers, searched and filtered, with edit and delete. */
export function TravellersListScreen() {
  const { t } = useTranslation('travellers');
  const { query, change } = useListParams();
  const list = useTravellers({ page: query.page, q: query.q || undefined, type: query.type });
  const remove = useDeleteTraveller();
  const [deleting, setDeleting] = useState<TTraveller | null>(null);

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => notifySuccess(result),
      onError: (err) => notifyError(err, 'travellers:delete.failed'),
      onSettled: () => setDeleting(null),
    });
  };

  const columns: DataTableColumn<TTraveller>[] = [
    {
      key: 'name',
      header: t('travellers:fields.name'),
      cell: (r) => (
        <>
          <bdi dir="ltr" className="traveller-name">
            {t(`travellers:titles.${r.title}`)} {fullName(r)}
          </bdi>
          <span className="cell-sub">
            <bdi dir="ltr">{r.number}</bdi> · {t('travellers:fields.born_on')}: {formatDay(r.born_on)}
          </span>
        </>
      ),
    },
    { key: 'type', header: t('travellers:fields.type'), cell: (r) => <Badge tone="neutral">{t(`travellers:types.${r.type}`)}</Badge> },
    {
      key: 'passport',
      header: t('travellers:fields.passport'),
      cell: (r) => (
        <>
          <bdi dir="ltr">
            {r.passport_number} ({r.passport_country})
          </bdi>
          <span className="cell-sub">{t('travellers:list.expires', { date: formatDay(r.passport_expires_on) })}</span>
        </>
      ),
    },
    { key: 'nationality', header: t('travellers:fields.nationality'), cell: (r) => r.nationality },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      cell: (r) => (
        <span className="traveller-actions">
          <Link
            to={`/agent/new-traveller?id=${encodeURIComponent(r.id)}`}
            className={buttonClass('secondary')}
            aria-label={t('travellers:actions.edit_named', { name: fullName(r) })}
          >
            {t('travellers:actions.edit')}
          </Link>
          <Button variant="danger" aria-label={t('travellers:actions.delete_named', { name: fullName(r) })} onClick={() => setDeleting(r)}>
            {t('travellers:actions.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="people-stack">
      <div className="page-header">
        <div>
          <h1>{t('travellers:title')}</h1>
          <p className="muted">{t('travellers:intro')}</p>
        </div>
        <Link to="/agent/new-traveller" className={buttonClass('primary')}>
          {t('travellers:new')}
        </Link>
      </div>
      <div className="ledger-filters">
        <SearchInput
          value={query.q}
          label={t('travellers:search.label')}
          placeholder={t('travellers:search.placeholder')}
          onSearch={(q) => change({ q })}
        />
        <SelectField
          name="type"
          label={t('travellers:filters.type')}
          placeholder={t('travellers:filters.all_types')}
          options={PASSENGER_TYPES.map((v) => ({ value: v, label: t(`travellers:types.${v}`) }))}
          value={query.type ?? ''}
          onChange={(e) => change({ type: e.target.value })}
        />
      </div>
      <DataTable
        caption={t('travellers:caption')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessageKey={query.q || query.type ? undefined : 'travellers:list.empty'}
      />
      {list.data && (
        <Pagination
          page={query.page}
          perPage={TRAVELLERS_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => change({ page })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('travellers:delete.title')}
        message={t('travellers:delete.message', { name: deleting ? fullName(deleting) : '', number: deleting?.number ?? '' })}
        confirmLabel={t('travellers:delete.confirm')}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

import type { TBank } from '@safar/contracts';
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
import { bankHooks, BANKS_PER_PAGE, useUpdateBank } from './banks-queries';
import '@/features/users/users.css';
import './banks.css';

const positive = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** /admin/banks: the banks agents deposit into; search, (de)activate, delete with confirmation. */
export function BanksListScreen() {
  const { t } = useTranslation(['banks']);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const active = params.get('active') === '1' || params.get('active') === '0' ? params.get('active')! : '';
  const page = positive(params.get('page'));
  const list = bankHooks.useList({ search, active, page, per_page: BANKS_PER_PAGE });
  const update = useUpdateBank();
  const remove = bankHooks.useDelete();
  const [deleting, setDeleting] = useState<TBank | null>(null);

  const setFilter = (next: Record<string, string>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [k, v] of Object.entries(next)) {
        if (v) merged.set(k, v);
        else merged.delete(k);
      }
      if (!('page' in next)) merged.delete('page');
      return merged;
    });

  const handleToggle = (bank: TBank) => update.mutate({ id: bank.id, body: { active: !bank.active } }, { onSuccess: notifySuccess, onError: (err) => notifyError(err) });
  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        notifySuccess(result);
        setDeleting(null);
      },
      onError: (err) => {
        notifyError(err);
        setDeleting(null);
      },
    });
  };

  const columns: DataTableColumn<TBank>[] = [
    {
      key: 'bank',
      header: t('banks:fields.bank_name'),
      cell: (b) => (
        <>
          <Link to={`/admin/new-bank?id=${b.id}`}>{b.bank_name}</Link>
          <span className="cell-sub">{b.account_title}</span>
        </>
      ),
    },
    {
      key: 'account',
      header: t('banks:fields.account_number'),
      cell: (b) => (
        <span dir="ltr">
          {b.account_number}
          {b.iban && <span className="cell-sub">{b.iban}</span>}
        </span>
      ),
    },
    { key: 'branch', header: t('banks:fields.branch'), cell: (b) => b.branch ?? '' },
    { key: 'currency', header: t('banks:fields.currency'), cell: (b) => b.currency },
    { key: 'status', header: t('banks:fields.status'), cell: (b) => <Badge tone={b.active ? 'success' : 'neutral'}>{t(b.active ? 'banks:status.active' : 'banks:status.inactive')}</Badge> },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      cell: (b) => (
        <div className="bank-actions">
          <Link to={`/admin/new-bank?id=${b.id}`} aria-label={t('banks:actions.edit_named', { name: b.bank_name })}>
            {t('common:actions.edit')}
          </Link>
          <Button variant="secondary" aria-label={t(b.active ? 'banks:actions.deactivate_named' : 'banks:actions.activate_named', { name: b.bank_name })} onClick={() => handleToggle(b)} disabled={update.isPending}>
            {t(b.active ? 'banks:actions.deactivate' : 'banks:actions.activate')}
          </Button>
          <Button variant="danger" aria-label={t('banks:actions.delete_named', { name: b.bank_name })} onClick={() => setDeleting(b)}>
            {t('banks:actions.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('banks:title')}</h1>
        <Link to="/admin/new-bank" className={buttonClass('primary')}>
          {t('banks:new')}
        </Link>
      </div>
      <div className="bank-filters">
        <SearchInput value={search} label={t('banks:search')} onSearch={(value) => setFilter({ search: value })} />
        <SelectField
          name="active"
          label={t('banks:filter.label')}
          value={active}
          placeholder={t('banks:filter.all')}
          options={[
            { value: '1', label: t('banks:filter.active') },
            { value: '0', label: t('banks:filter.inactive') },
          ]}
          onChange={(e) => setFilter({ active: e.target.value })}
        />
      </div>
      <DataTable caption={t('banks:title')} columns={columns} rows={list.data?.items} rowKey={(b) => b.id} loading={list.isFetching} error={list.error} onRetry={() => void list.refetch()} />
      {list.data && <Pagination page={page} perPage={BANKS_PER_PAGE} total={list.data.pagination.total} onPageChange={(next) => setFilter({ page: String(next) })} />}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('banks:confirm_delete.title')}
        message={t('banks:confirm_delete.message', { name: deleting?.bank_name ?? '' })}
        confirmLabel={t('banks:confirm_delete.confirm')}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

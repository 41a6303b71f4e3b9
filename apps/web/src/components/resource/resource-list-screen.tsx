import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { notifyError, notifySuccess } from '@/lib/toast';
import { patchParams, readPage } from '@/lib/url-filters';
import { nextSort, readListParams } from './list-params';
import { editPathOf, type TResourceDefinition } from './resource-definition';
import { ResourceFilterField } from './resource-filter-field';
import { SortHeader } from './sort-header';
import '@/styles/page.css';
import '@/styles/tables.css';
import './resource.css';

/**
 * A catalogue's list: search, filters and sort in the address bar, a table with edit, quick
 * changes and delete (after a confirmation) on each row, and pages.
 */
export function ResourceListScreen<TItem extends { id: string }, TValues extends object, TCreate, TUpdate>({
  resource,
}: {
  resource: TResourceDefinition<TItem, TValues, TCreate, TUpdate>;
}) {
  const { t } = useTranslation(resource.namespaces);
  const { texts, paths } = resource;
  const [params, setParams] = useSearchParams();
  const query = readListParams(params, resource.listQuery.shape);
  const page = readPage(params);
  const list = resource.hooks.useList({ ...query, page, per_page: resource.perPage });
  const update = resource.hooks.useUpdate<TUpdate>();
  const remove = resource.hooks.useDelete();
  const [deleting, setDeleting] = useState<TItem | null>(null);

  const setQuery = (patch: Record<string, string | number>) => setParams((current) => patchParams(current, patch));
  const handleAction = (item: TItem, body: TUpdate) =>
    update.mutate({ id: item.id, body }, { onSuccess: notifySuccess, onError: (err) => notifyError(err) });
  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        notifySuccess(result);
        setDeleting(null);
      },
      onError: (err) => {
        notifyError(err, texts.deleteFailed);
        setDeleting(null);
      },
    });
  };

  const columns: DataTableColumn<TItem>[] = resource.columns.map((column) => {
    const label = t(column.header);
    const sort = column.sort;
    return {
      key: column.key,
      align: column.align,
      header: sort ? (
        <SortHeader
          label={label}
          direction={query.sort === sort ? (query.order === 'desc' ? 'desc' : 'asc') : null}
          onSort={() => setQuery(nextSort(query, sort))}
        />
      ) : (
        label
      ),
      cell: (item) => column.cell(item, { t, editPath: editPathOf(paths, item.id) }),
    };
  });
  columns.push({
    key: 'actions',
    header: t('common:table.actions'),
    align: 'end',
    cell: (item) => {
      const name = resource.name(item);
      return (
        <div className="resource-actions">
          <Link to={editPathOf(paths, item.id)} aria-label={t(texts.editNamed, { name })}>
            {t('common:actions.edit')}
          </Link>
          {resource.rowActions?.map((action) => (
            <Button
              key={action.key}
              variant="secondary"
              aria-label={t(action.ariaLabel(item), { name })}
              onClick={() => handleAction(item, action.patch(item))}
              disabled={update.isPending}
            >
              {t(action.label(item))}
            </Button>
          ))}
          <Button variant="danger" aria-label={t(texts.deleteNamed, { name })} onClick={() => setDeleting(item)}>
            {t(texts.delete)}
          </Button>
        </div>
      );
    },
  });

  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t(texts.title)}</h1>
        <Link to={paths.form} className={buttonClass('primary')}>
          {t(texts.new)}
        </Link>
      </div>
      <div className="resource-filters">
        <SearchInput value={query.search ?? ''} label={t(texts.search)} onSearch={(value) => setQuery({ search: value })} />
        {resource.filters?.map((filter) => (
          <ResourceFilterField
            key={filter.name}
            filter={filter}
            value={query[filter.name] ?? ''}
            onChange={(value) => setQuery({ [filter.name]: value })}
          />
        ))}
      </div>
      <DataTable
        caption={t(texts.title)}
        columns={columns}
        rows={list.data?.items}
        rowKey={(item) => item.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && (
        <Pagination
          page={page}
          perPage={resource.perPage}
          total={list.data.pagination.total}
          onPageChange={(next) => setQuery({ page: next })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t(texts.confirmDelete.title)}
        message={t(texts.confirmDelete.message, { name: deleting ? resource.name(deleting) : '' })}
        confirmLabel={t(texts.confirmDelete.confirm)}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

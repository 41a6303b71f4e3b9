import type { TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import type { DataTableColumn } from '@/components/data-table';
import { DataTable } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { AgencyNameReviewBadge } from '@/features/agency/agency-name-review';
import { formatDate } from '@/lib/i18n';
import { useUsersList } from './use-users-list';
import { ApprovalBadge, RoleBadge, StatusBadge } from './user-badges';
import { detailsHref, type TUserArea } from './user-area';
import { UsersFiltersBar } from './users-filters-bar';
import { USERS_PER_PAGE } from './users-filters';
import '@/styles/page.css';
import '@/styles/tables.css';

export interface UsersListScreenProps {
  area: TUserArea;
}

/** Customers and agents of an area: admin (all), salesman (its own), reservation (read-only). */
export function UsersListScreen({ area }: UsersListScreenProps) {
  const { t } = useTranslation(['users', 'salesman', 'reservation']);
  const { filters, list, setFilters } = useUsersList('clients');

  const columns: DataTableColumn<TUser>[] = [
    {
      key: 'name',
      header: t('users:fields.name'),
      cell: (u) => (
        <>
          <Link to={detailsHref(area, u.id)}>{u.name}</Link>
          <span className="cell-sub">{u.email}</span>
        </>
      ),
    },
    { key: 'role', header: t('users:fields.role'), cell: (u) => <RoleBadge role={u.role} /> },
    {
      key: 'agency',
      header: t('users:fields.agency'),
      cell: (u) =>
        u.agency ? (
          <>
            <bdi>{u.agency.name}</bdi> <AgencyNameReviewBadge agency={u.agency} />
          </>
        ) : (
          '—'
        ),
    },
    { key: 'approval', header: t('users:fields.approval'), cell: (u) => <ApprovalBadge user={u} /> },
    { key: 'status', header: t('users:fields.status'), cell: (u) => <StatusBadge status={u.status} /> },
    { key: 'created', header: t('users:fields.created_at'), cell: (u) => formatDate(u.created_at) },
  ];

  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t(area.titleKey)}</h1>
        {area.newPath && (
          <Link to={area.newPath} className={buttonClass('primary')}>
            {t('users:list.new_user')}
          </Link>
        )}
      </div>
      <UsersFiltersBar kind="clients" filters={filters} onChange={setFilters} />
      <DataTable
        caption={t(area.titleKey)}
        columns={columns}
        rows={list.data?.items}
        rowKey={(u) => u.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={USERS_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
    </div>
  );
}

import type { TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { useUsersList } from '@/features/users/use-users-list';
import { RoleBadge, StatusBadge } from '@/features/users/user-badges';
import { detailsHref, USER_AREAS } from '@/features/users/user-area';
import { UsersFiltersBar } from '@/features/users/users-filters-bar';
import { USERS_PER_PAGE } from '@/features/users/users-filters';
import { formatDate, formatDateTime } from '@/lib/i18n';
import '@/styles/page.css';
import '@/styles/tables.css';

/** /admin/staff: the back-office accounts (GET /users?kind=staff). */
export function StaffListScreen() {
  const { t } = useTranslation(['admin', 'users']);
  const { filters, list, setFilters } = useUsersList('staff');

  const columns: DataTableColumn<TUser>[] = [
    {
      key: 'name',
      header: t('users:fields.name'),
      cell: (u) => (
        <>
          <Link to={detailsHref(USER_AREAS.admin, u.id)}>{u.name}</Link>
          <span className="cell-sub">{u.email}</span>
        </>
      ),
    },
    { key: 'role', header: t('users:fields.role'), cell: (u) => <RoleBadge role={u.role} /> },
    { key: 'status', header: t('users:fields.status'), cell: (u) => <StatusBadge status={u.status} /> },
    {
      key: 'last_login',
      header: t('users:fields.last_login_at'),
      cell: (u) => (u.last_login_at ? formatDateTime(u.last_login_at) : t('users:details.never')),
    },
    { key: 'created', header: t('users:fields.created_at'), cell: (u) => formatDate(u.created_at) },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      cell: (u) => (
        <Link to={`/admin/update-staff?id=${u.id}`} aria-label={t('admin:staff.edit_named', { name: u.name })}>
          {t('common:actions.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('admin:staff.title')}</h1>
        <Link to="/admin/new-staff" className={buttonClass('primary')}>
          {t('admin:staff.new')}
        </Link>
      </div>
      <UsersFiltersBar kind="staff" filters={filters} onChange={setFilters} />
      <DataTable
        caption={t('admin:staff.title')}
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

import type { TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { detailsHref, USER_AREAS } from '@/features/users/user-area';
import { usersResource } from '@/features/users/users-queries';
import { formatDate, formatNumber } from '@/lib/i18n';

const PENDING_QUERY = { kind: 'clients', role: 'agent', approval: 'pending', page: 1, per_page: 5 } as const;

/** Agents whose form is filled and who wait for an admin; each links to its details to approve. */
export function PendingAgents({ count }: { count: number }) {
  const { t } = useTranslation(['admin', 'users']);
  const list = usersResource.useList(PENDING_QUERY);
  return (
    <Card
      title={t('admin:dashboard.pending_title', { n: formatNumber(count) })}
      actions={
        count > 0 && (
          <Link to="/admin/users?approval=pending" className={buttonClass('secondary')}>
            {t('admin:dashboard.pending_all')}
          </Link>
        )
      }
    >
      <DataTable<TUser>
        caption={t('admin:dashboard.pending_caption')}
        rows={list.data?.items}
        rowKey={(u) => u.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessageKey="admin:dashboard.pending_none"
        columns={[
          { key: 'agency', header: t('users:agency.name'), cell: (u) => u.agency?.name ?? '—' },
          { key: 'name', header: t('users:fields.name'), cell: (u) => u.name },
          { key: 'created', header: t('users:fields.created_at'), cell: (u) => formatDate(u.created_at) },
          {
            key: 'review',
            header: t('common:table.actions'),
            align: 'end',
            cell: (u) => (
              <Link to={detailsHref(USER_AREAS.admin, u.id)} aria-label={t('admin:dashboard.review_named', { name: u.name })}>
                {t('admin:dashboard.review')}
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}

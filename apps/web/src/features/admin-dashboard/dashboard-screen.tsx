import { ROLES, type TUsersSummary } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { DeskAttentionCard } from '@/features/booking-desk/desk-attention-card';
import { RoleBadge } from '@/features/users/user-badges';
import { detailsHref, USER_AREAS } from '@/features/users/user-area';
import { useUsersSummary } from '@/features/users/users-queries';
import { ApiError } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/i18n';
import { FinanceSummary } from './finance-summary';
import { PendingAgents } from './pending-agents';
import { SearchStatsCard } from './search-stats-card';
import { SystemStatusCard } from './system-status-card';
import './dashboard.css';

/**
 * /admin/dashboard (admin and accounts): for admins the bookings that need a person, the money
 * figures of GET /finance-summary, the users summary of GET /users-summary, and for admins the
 * flight searches of GET /search-stats and the background work of GET /system-status.
 */
export function AdminDashboardScreen() {
  const { t } = useTranslation(['admin', 'users']);
  const { data: viewer } = useCurrentUser();
  const summary = useUsersSummary();

  return (
    <div className="admin-dashboard">
      <h1>{t('admin:dashboard.title')}</h1>
      {/* The booking desk's queues are admin's (and reservation's) to work, not accounts'. */}
      {viewer?.role === 'admin' && <DeskAttentionCard />}
      <FinanceSummary />
      {summary.isPending ? (
        <PageState state="loading" />
      ) : summary.isError ? (
        <PageState
          state="error"
          message={summary.error instanceof ApiError ? summary.error.description : undefined}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <RoleCounts summary={summary.data} canOpenLists={viewer?.role === 'admin'} />
          <PendingAgents count={summary.data.agents_awaiting_approval} />
          <RecentSignups summary={summary.data} />
        </>
      )}
      {viewer?.role === 'admin' && <SearchStatsCard />}
      {viewer?.role === 'admin' && <SystemStatusCard />}
    </div>
  );
}

function RoleCounts({ summary, canOpenLists }: { summary: TUsersSummary; canOpenLists: boolean }) {
  const { t } = useTranslation(['admin', 'users']);
  const tiles: { key: string; label: string; value: number; to?: string }[] = [
    { key: 'total', label: t('admin:dashboard.total'), value: summary.total },
    ...ROLES.map((role) => ({
      key: role,
      label: t(`common:roles.${role}`),
      value: summary.by_role[role] ?? 0,
      to: role === 'agent' || role === 'customer' ? `/admin/users?role=${role}` : `/admin/staff?role=${role}`,
    })),
    { key: 'disabled', label: t('admin:dashboard.disabled'), value: summary.disabled },
    { key: 'no_form', label: t('admin:dashboard.agents_without_form'), value: summary.agents_without_form },
  ];
  return (
    <Card title={t('admin:dashboard.by_role')}>
      <ul className="stat-tiles">
        {tiles.map((tile) => (
          <li key={tile.key} className="stat-tile">
            <span className="stat-tile__value">{formatNumber(tile.value)}</span>
            <span className="stat-tile__label">{canOpenLists && tile.to ? <Link to={tile.to}>{tile.label}</Link> : tile.label}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function RecentSignups({ summary }: { summary: TUsersSummary }) {
  const { t } = useTranslation(['admin', 'users']);
  type TSignup = TUsersSummary['recent_signups'][number];
  return (
    <Card title={t('admin:dashboard.recent_signups')}>
      <DataTable<TSignup>
        caption={t('admin:dashboard.recent_signups')}
        rows={summary.recent_signups}
        rowKey={(u) => u.id}
        columns={[
          { key: 'name', header: t('users:fields.name'), cell: (u) => <Link to={detailsHref(USER_AREAS.admin, u.id)}>{u.name}</Link> },
          { key: 'email', header: t('users:fields.email'), cell: (u) => u.email },
          { key: 'role', header: t('users:fields.role'), cell: (u) => <RoleBadge role={u.role} /> },
          { key: 'created', header: t('users:fields.created_at'), cell: (u) => formatDate(u.created_at) },
        ]}
      />
    </Card>
  );
}

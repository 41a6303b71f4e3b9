import { decideAccess, type TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { AgencyNameReviewNotice } from '@/features/agency/agency-name-review';
import { AgencyProfile } from '@/features/agency/agency-profile';
import { AgencyWalletCard } from '@/features/money/agency-wallet-card';
import { TicketingApprovalControl } from '@/features/booking-settings/ticketing-approval';
import { ApiError } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/i18n';
import { ApprovalBadge, RoleBadge, StatusBadge } from './user-badges';
import { userActions, type TUserArea } from './user-area';
import { UserStatusActions } from './user-status-actions';
import { useUser } from './users-queries';
import '@/styles/page.css';
import '@/styles/details.css';

export interface UserDetailsScreenProps {
  area: TUserArea;
}

/** One user (…/user-details?id=…): account facts, the agency of an agent, and the admin's actions. */
export function UserDetailsScreen({ area }: UserDetailsScreenProps) {
  const { t } = useTranslation(['users', 'desk']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data: viewer } = useCurrentUser();
  const query = useUser(id);

  const back = (
    <Link to={area.listPath} className="back-link">
      {t('users:details.back')}
    </Link>
  );
  if (!id || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <>
        {back}
        <h1>{t('users:details.title')}</h1>
        <PageState state="empty" />
      </>
    );
  if (query.isPending) return <PageState state="loading" />;
  if (query.isError)
    return (
      <>
        <h1>{t('users:details.title')}</h1>
        <PageState
          state="error"
          message={query.error instanceof ApiError ? query.error.description : undefined}
          onRetry={() => void query.refetch()}
        />
      </>
    );

  const user = query.data;
  const can = userActions(area, viewer, user);
  return (
    <div className="people-stack">
      <div>
        {back}
        <div className="page-header">
          <h1>{user.name}</h1>
          <div className="row">
            {can.canEdit && (
              <Link to={can.editPath} className={buttonClass('secondary')}>
                {t('users:details.edit')}
              </Link>
            )}
            <UserStatusActions user={user} allowed={{ approve: can.canApprove, disable: can.canDisable, enable: can.canEnable }} />
          </div>
        </div>
      </div>
      <Card title={t('users:details.account')}>
        <AccountFacts user={user} />
      </Card>
      {user.role === 'agent' && (
        <Card
          title={t('users:details.agency')}
          actions={
            can.canEditAgency && (
              <Link to={`/admin/update-agent-data?id=${user.id}`} className={buttonClass('secondary')}>
                {t('users:details.edit_agency')}
              </Link>
            )
          }
        >
          {user.agency && (
            <AgencyNameReviewNotice agency={user.agency} canMarkReviewed={decideAccess('finance', viewer ?? null) === 'allow'} />
          )}
          {user.agency ? <AgencyProfile agency={user.agency} /> : <p className="muted">{t('users:details.no_agency')}</p>}
          {/* Whether the agency's paid bookings wait for staff: an admin's setting (PUT /agency-ticketing-approval). */}
          {user.agency && area.id === 'admin' && viewer?.role === 'admin' && <TicketingApprovalControl agency={user.agency} />}
        </Card>
      )}
      {/* The wallet is finance data (GET /agency-balance): only admin and accounts see it here. */}
      {user.role === 'agent' && area.id === 'admin' && decideAccess('finance', viewer ?? null) === 'allow' && (
        <AgencyWalletCard agent={user} canEditAllowance />
      )}
      {user.role === 'agent' && area.id === 'admin' && decideAccess('finance', viewer ?? null) === 'allow' && (
        <Link to={`/admin/agent-detail-deposits?user_id=${user.id}`}>{t('layout:links.agent_deposits')}</Link>
      )}
      {/* Bookings: staff who read them (admin, accounts, reservation) in their own area. */}
      {user.role === 'agent' && area.id !== 'salesman' && decideAccess('bookingsRead', viewer ?? null) === 'allow' && (
        <Link to={`${area.id === 'admin' ? '/admin' : '/reservation'}/agent-detail-bookings?user_id=${user.id}`}>
          {t('desk:agent.link')}
        </Link>
      )}
    </div>
  );
}

function AccountFacts({ user }: { user: TUser }) {
  const { t } = useTranslation('users');
  const yesNo = (v: boolean) => t(v ? 'users:details.yes' : 'users:details.no');
  return (
    <dl className="people-details">
      <div>
        <dt>{t('users:fields.email')}</dt>
        <dd>
          <bdi>{user.email}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('users:fields.role')}</dt>
        <dd>
          <RoleBadge role={user.role} />
        </dd>
      </div>
      <div>
        <dt>{t('users:fields.status')}</dt>
        <dd>
          <StatusBadge status={user.status} />
        </dd>
      </div>
      {user.role === 'agent' && (
        <div>
          <dt>{t('users:fields.approval')}</dt>
          <dd>
            <ApprovalBadge user={user} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('users:fields.email_verified')}</dt>
        <dd>{yesNo(user.email_verified)}</dd>
      </div>
      <div>
        <dt>{t('users:fields.language')}</dt>
        <dd>{t(`common:language.${user.locale}`)}</dd>
      </div>
      <div>
        <dt>{t('users:fields.created_at')}</dt>
        <dd>{formatDate(user.created_at)}</dd>
      </div>
      <div>
        <dt>{t('users:fields.last_login_at')}</dt>
        <dd>{user.last_login_at ? formatDateTime(user.last_login_at) : t('users:details.never')}</dd>
      </div>
    </dl>
  );
}

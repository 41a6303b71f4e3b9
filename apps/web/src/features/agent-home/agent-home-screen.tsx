import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { AgencyProfile } from '@/features/agency/agency-profile';
import { formatDate } from '@/lib/i18n';
import { AgentWalletCard } from './agent-wallet-card';
import '@/styles/details.css';
import './agent-home.css';

/**
 * The approved agent's home (/agent/dashboard-flights, /agent/dashboard): the wallet with the
 * last transactions, the agency profile, the approval state, and where flight search will come
 * (a later issue).
 */
export function AgentHomeScreen() {
  const { t } = useTranslation(['agent', 'users']);
  const { data: user } = useCurrentUser();
  if (!user) return <PageState state="loading" />;
  const approved = user.is_approved === '1';

  return (
    <div className="agent-home">
      <h1>{t('agent:home.title', { name: user.name })}</h1>
      {approved && <AgentWalletCard />}
      <Card title={t('agent:home.account')}>
        <dl className="people-details">
          <div>
            <dt>{t('agent:home.approval')}</dt>
            <dd>
              <Badge tone={approved ? 'success' : 'warning'}>{t(approved ? 'common:approval.approved' : 'common:approval.pending')}</Badge>
            </dd>
          </div>
          <div>
            <dt>{t('users:fields.email')}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t('agent:home.member_since')}</dt>
            <dd>{formatDate(user.created_at)}</dd>
          </div>
        </dl>
      </Card>
      <Card
        title={t('agent:home.agency')}
        actions={
          user.agency && (
            <Link to="/agent/update-agent-data" className={buttonClass('secondary')}>
              {t('agent:home.edit_agency')}
            </Link>
          )
        }
      >
        {user.agency ? <AgencyProfile agency={user.agency} /> : <p className="muted">{t('users:details.no_agency')}</p>}
      </Card>
      <Card title={t('agent:home.flights')} className="agent-home__soon">
        <p className="agent-home__soon-text">{t('common:coming_soon')}</p>
        <p className="muted">{t('agent:home.flights_body')}</p>
      </Card>
    </div>
  );
}

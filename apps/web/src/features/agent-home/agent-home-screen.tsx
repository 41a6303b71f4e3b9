import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { AgencyProfile } from '@/features/agency/agency-profile';
import { FlightSearchSection } from '@/features/flights/flight-search-section';
import { FLIGHT_DETAILS_PATH } from '@/features/flights/paths';
import { formatDate } from '@/lib/i18n';
import { AgentWalletCard } from './agent-wallet-card';
import { HoldsDueCard } from './holds-due-card';
import '@/styles/details.css';
import './agent-home.css';

/**
 * The approved agent's home (/agent/dashboard-flights, /agent/dashboard): the flight search box
 * first; below it the holds due within a day, the wallet with the last transactions, the account
 * and the agency profile.
 * Once the address names a search, its results take the place of those cards (the wallet and
 * profile come back with the dashboard's plain address).
 */
export function AgentHomeScreen() {
  const { t } = useTranslation(['agent', 'users']);
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <PageState state="loading" />;
  const approved = user.is_approved === '1';

  const cards = (
    <>
      {approved && <HoldsDueCard />}
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
    </>
  );

  return (
    <div className="agent-home">
      <h1>{t('agent:home.title', { name: user.name })}</h1>
      {approved ? (
        <FlightSearchSection resultsPath={location.pathname} detailsPath={FLIGHT_DETAILS_PATH} showTitle>
          {cards}
        </FlightSearchSection>
      ) : (
        cards
      )}
    </div>
  );
}

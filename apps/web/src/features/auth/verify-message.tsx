import { homeOf } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { PageState } from '@/components/page-state';
import { formatDate } from '@/lib/i18n';
import { useCurrentUser } from './use-current-user';
import { useLogout } from './use-logout';

const WAITING_PATHS = ['/verify-message', '/agent/verify-message'];

/**
 * /verify-message and /agent/verify-message: an agent whose details form is filled waits for
 * an admin's approval. Any other state (form missing, approved) goes to the user's home.
 */
export function VerifyMessage() {
  const { t } = useTranslation('auth');
  const { data: user, isFetching, refetch } = useCurrentUser();
  const logout = useLogout();

  if (!user) return <PageState state="loading" />;
  const home = homeOf(user);
  if (!WAITING_PATHS.includes(home)) return <Navigate to={home} replace />;

  return (
    <>
      <h1>{t('auth:waiting.title')}</h1>
      <dl className="details">
        <div>
          <dt>{t('auth:waiting.agency')}</dt>
          <dd>{user.agency?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('auth:waiting.status')}</dt>
          <dd>
            <Badge tone="warning">{t('common:approval.pending')}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('auth:waiting.registered')}</dt>
          <dd>{formatDate(user.created_at)}</dd>
        </div>
      </dl>
      <p>{t('auth:waiting.body')}</p>
      <div className="form-actions">
        <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
          {t('auth:waiting.check_again')}
        </Button>
        <Button variant="ghost" busy={logout.isPending} onClick={() => logout.mutate()}>
          {t('common:actions.logout')}
        </Button>
      </div>
    </>
  );
}

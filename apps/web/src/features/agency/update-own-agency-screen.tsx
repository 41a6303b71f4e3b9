import { homeOf } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { notifySuccess } from '@/lib/toast';
import { AgencyForm } from './agency-form';
import { useUpdateAgentData } from './agency-queries';

/** /agent/update-agent-data: the agent edits its own agency (POST /update-agents-data). */
export function UpdateOwnAgencyScreen() {
  const { t } = useTranslation(['agent', 'users']);
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const update = useUpdateAgentData();

  if (!user) return <PageState state="loading" />;
  // No agency yet: the details form comes first.
  if (!user.agency) return <Navigate to={homeOf(user)} replace />;
  const home = homeOf(user);

  return (
    <>
      <h1>{t('agent:update.title')}</h1>
      <AgencyForm
        agency={user.agency}
        submitLabel={t('common:actions.save')}
        busy={update.isPending}
        secondaryAction={<Link to={home}>{t('common:actions.cancel')}</Link>}
        onSubmit={(details, fail) =>
          update.mutate(details, {
            onSuccess: (result) => {
              notifySuccess(result);
              void navigate(homeOf(result.data.user));
            },
            onError: fail,
          })
        }
      />
    </>
  );
}

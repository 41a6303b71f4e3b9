import { homeOf } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { notifySuccess } from '@/lib/toast';
import { AgencyForm } from './agency-form';
import { useCreateOwnAgency } from './agency-queries';

/**
 * /agent/add-agent-details: a new agent describes its agency (POST /agents). The form is
 * then filled, and homeOf sends the agent to wait for approval (/verify-message).
 */
export function AddAgentDetailsScreen() {
  const { t } = useTranslation(['agent', 'users']);
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const create = useCreateOwnAgency();

  if (!user) return <PageState state="loading" />;
  // Already filled (e.g. opened again from a bookmark): the agent belongs elsewhere now.
  if (user.is_formFilled === '1' && !create.isSuccess) return <Navigate to={homeOf(user)} replace />;

  return (
    <>
      <h1>{t('agent:details.title')}</h1>
      <p>{t('agent:details.intro', { name: user.name })}</p>
      <AgencyForm
        agency={null}
        submitLabel={t('agent:details.submit')}
        busy={create.isPending}
        onSubmit={(details, fail) =>
          create.mutate(details, {
            onSuccess: (result) => {
              notifySuccess(result);
              void navigate(homeOf(result.data.user), { replace: true });
            },
            onError: fail,
          })
        }
      />
    </>
  );
}

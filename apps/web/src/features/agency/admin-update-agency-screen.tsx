import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageState } from '@/components/page-state';
import { EditLoader } from '@/features/users/edit-loader';
import { detailsHref, USER_AREAS } from '@/features/users/user-area';
import { notifySuccess } from '@/lib/toast';
import { AgencyForm } from './agency-form';
import { useUpdateAgentData } from './agency-queries';
import '@/styles/page.css';

/** /admin/update-agent-data?id=…: staff edit an agent's agency (POST /update-agents-data with user_id). */
export function AdminUpdateAgencyScreen() {
  const { t } = useTranslation(['admin', 'users']);
  const navigate = useNavigate();
  const update = useUpdateAgentData();
  return (
    <EditLoader titleKey="admin:agency.title" kind="clients">
      {(user) => {
        const back = detailsHref(USER_AREAS.admin, user.id);
        return (
          <div className="people-stack">
            <div>
              <Link to={back} className="back-link">
                {t('users:edit.back', { name: user.name })}
              </Link>
              <h1>{t('admin:agency.title')}</h1>
              <p className="muted">{t('admin:agency.for', { name: user.name, email: user.email })}</p>
            </div>
            {user.role !== 'agent' || !user.agency ? (
              <PageState state="empty" messageKey="admin:agency.no_agency" />
            ) : (
              <AgencyForm
                agency={user.agency}
                submitLabel={t('common:actions.save')}
                busy={update.isPending}
                secondaryAction={<Link to={back}>{t('common:actions.cancel')}</Link>}
                onSubmit={(details, fail) =>
                  update.mutate(
                    { ...details, user_id: user.id },
                    {
                      onSuccess: (result) => {
                        notifySuccess(result);
                        void navigate(back);
                      },
                      onError: fail,
                    },
                  )
                }
              />
            )}
          </div>
        );
      }}
    </EditLoader>
  );
}

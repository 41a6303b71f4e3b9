import { ZUpdateUser, type TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import { AccountFields } from './account-fields';
import { EditLoader } from './edit-loader';
import { detailsHref, USER_AREAS } from './user-area';
import { useSaveUser } from './users-queries';
import '@/styles/page.css';
import '@/styles/forms.css';

/** /admin/update/user?id=…: name, email and optionally a new password (POST /users with id). */
export function UpdateUserScreen() {
  return (
    <EditLoader titleKey="users:edit.title" kind="clients">
      {(user) => <UpdateUserForm user={user} />}
    </EditLoader>
  );
}

function UpdateUserForm({ user }: { user: TUser }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const form = useZodForm({ id: user.id, name: user.name, email: user.email, password: '' });
  const save = useSaveUser();
  const back = detailsHref(USER_AREAS.admin, user.id);

  const handleSubmit = form.handleSubmit(ZUpdateUser, (body, formElement) =>
    save.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result);
        void navigate(back);
      },
      onError: (err) => {
        form.showServerErrors(err, formElement);
        notifyError(err);
      },
    }),
  );

  return (
    <div className="people-stack">
      <div>
        <Link to={back} className="back-link">
          {t('users:edit.back', { name: user.name })}
        </Link>
        <h1>{t('users:edit.title')}</h1>
      </div>
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        <FormError errors={otherErrors(form.errors, ['name', 'email', 'password'])} />
        <AccountFields values={form.values} errors={form.errors} onChange={form.setField} passwordRequired={false} />
        <div className="form-actions">
          <Button type="submit" busy={save.isPending}>
            {t('common:actions.save')}
          </Button>
          <Link to={back}>{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}

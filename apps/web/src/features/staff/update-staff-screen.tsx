import { ZUpdateStaff, type TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { AccountFields } from '@/features/users/account-fields';
import { EditLoader } from '@/features/users/edit-loader';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateStaff } from './staff-queries';
import { StaffRoleField } from './staff-role-field';
import '@/features/users/users.css';

/** /admin/update-staff?id=…: POST /update-staff (a blank password keeps the current one). */
export function UpdateStaffScreen() {
  return <EditLoader titleKey="admin:staff.edit_title" kind="staff">{(user) => <UpdateStaffForm user={user} />}</EditLoader>;
}

function UpdateStaffForm({ user }: { user: TUser }) {
  const { t } = useTranslation(['admin', 'users']);
  const navigate = useNavigate();
  const form = useZodForm({ id: user.id, name: user.name, email: user.email, password: '', role: user.role as string });
  const update = useUpdateStaff();

  const handleSubmit = form.handleSubmit(ZUpdateStaff, (body, formElement) =>
    update.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result);
        void navigate('/admin/staff');
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
        <Link to="/admin/staff" className="back-link">
          {t('admin:staff.back')}
        </Link>
        <h1>{t('admin:staff.edit_title')}</h1>
      </div>
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        <FormError errors={otherErrors(form.errors, ['name', 'email', 'password', 'role'])} />
        <AccountFields values={form.values} errors={form.errors} onChange={form.setField} passwordRequired={false} />
        <StaffRoleField value={form.values.role} error={form.errors.role} onChange={(role) => form.setField('role', role)} />
        <div className="form-actions">
          <Button type="submit" busy={update.isPending}>
            {t('common:actions.save')}
          </Button>
          <Link to="/admin/staff">{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}

import { ZStaff } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { AccountFields } from '@/features/users/account-fields';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useAddStaff } from './staff-queries';
import { StaffRoleField } from './staff-role-field';
import '@/features/users/users.css';

/** /admin/new-staff: POST /add-staff; a failure says "Staff creation failed." (SPEC.md §8). */
export function NewStaffScreen() {
  const { t } = useTranslation(['admin', 'users']);
  const navigate = useNavigate();
  const form = useZodForm({ name: '', email: '', password: '', role: '' as string });
  const add = useAddStaff();

  const handleSubmit = form.handleSubmit(ZStaff, (body, formElement) =>
    add.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result);
        void navigate('/admin/staff');
      },
      onError: (err) => {
        form.showServerErrors(err, formElement);
        // Validation failures carry their messages on the fields; the toast names the outcome.
        notifyError(err instanceof ApiError && err.status === 422 ? null : err, 'messages:staff_failed');
      },
    }),
  );

  return (
    <div className="people-stack">
      <div>
        <Link to="/admin/staff" className="back-link">
          {t('admin:staff.back')}
        </Link>
        <h1>{t('admin:staff.new_title')}</h1>
      </div>
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        <FormError errors={otherErrors(form.errors, ['name', 'email', 'password', 'role'])} />
        <AccountFields values={form.values} errors={form.errors} onChange={form.setField} passwordRequired />
        <StaffRoleField value={form.values.role} error={form.errors.role} onChange={(role) => form.setField('role', role)} />
        <div className="form-actions">
          <Button type="submit" busy={add.isPending}>
            {t('admin:staff.create')}
          </Button>
          <Link to="/admin/staff">{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}

import { ZUpdateStaff, type TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm } from '@/features/forms/use-zod-form';
import { EditLoader } from '@/features/users/edit-loader';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateStaff } from './staff-queries';
import { StaffForm } from './staff-form';

/** /admin/update-staff?id=…: POST /update-staff (a blank password keeps the current one). */
export function UpdateStaffScreen() {
  return (
    <EditLoader titleKey="admin:staff.edit_title" kind="staff">
      {(user) => <UpdateStaffForm user={user} />}
    </EditLoader>
  );
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
    <StaffForm
      title={t('admin:staff.edit_title')}
      submitLabel={t('common:actions.save')}
      values={form.values}
      errors={form.errors}
      setField={form.setField}
      passwordRequired={false}
      busy={update.isPending}
      onSubmit={handleSubmit}
    />
  );
}

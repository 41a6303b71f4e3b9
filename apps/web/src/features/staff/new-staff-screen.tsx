import { ZStaff } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useAddStaff } from './staff-queries';
import { StaffForm } from './staff-form';

/** /admin/new-staff: POST /add-staff; a failure says "Staff creation failed." */
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
    <StaffForm
      title={t('admin:staff.new_title')}
      submitLabel={t('admin:staff.create')}
      values={form.values}
      errors={form.errors}
      setField={form.setField}
      passwordRequired
      busy={add.isPending}
      onSubmit={handleSubmit}
    />
  );
}

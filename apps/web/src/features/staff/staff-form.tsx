import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { otherErrors } from '@/features/forms/use-zod-form';
import { AccountFields } from '@/features/users/account-fields';
import { StaffRoleField } from './staff-role-field';
import '@/styles/page.css';
import '@/styles/forms.css';

export interface TStaffValues {
  name: string;
  email: string;
  password: string;
  role: string;
}

export interface StaffFormProps<T extends TStaffValues> {
  title: string;
  submitLabel: string;
  values: T;
  errors: Record<string, string>;
  setField: <K extends keyof T>(field: K, value: T[K]) => void;
  /** New staff need a password; on edit a blank one keeps the current password. */
  passwordRequired: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The staff member form shared by /admin/new-staff and /admin/update-staff. */
export function StaffForm<T extends TStaffValues>({
  title,
  submitLabel,
  values,
  errors,
  setField,
  passwordRequired,
  busy,
  onSubmit,
}: StaffFormProps<T>) {
  const { t } = useTranslation(['admin', 'users']);
  return (
    <div className="people-stack">
      <div>
        <Link to="/admin/staff" className="back-link">
          {t('admin:staff.back')}
        </Link>
        <h1>{title}</h1>
      </div>
      <form className="people-form" noValidate onSubmit={onSubmit}>
        <FormError errors={otherErrors(errors, ['name', 'email', 'password', 'role'])} />
        <AccountFields values={values} errors={errors} onChange={setField} passwordRequired={passwordRequired} />
        <StaffRoleField value={values.role} error={errors.role} onChange={(role) => setField('role', role as T['role'])} />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
          <Link to="/admin/staff">{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}

import { STAFF_ROLES } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';

export interface StaffRoleFieldProps {
  value: string;
  error?: string;
  onChange: (role: (typeof STAFF_ROLES)[number]) => void;
}

/** The back-office role of a staff account. */
export function StaffRoleField({ value, error, onChange }: StaffRoleFieldProps) {
  const { t } = useTranslation(['admin', 'users']);
  return (
    <SelectField
      name="role"
      label={t('users:fields.role')}
      required
      placeholder={t('admin:staff.choose_role')}
      options={STAFF_ROLES.map((r) => ({ value: r, label: t(`common:roles.${r}`) }))}
      value={value}
      error={error}
      hint={t('admin:staff.role_hint')}
      onChange={(e) => onChange(e.target.value as (typeof STAFF_ROLES)[number])}
    />
  );
}

import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import '@/styles/forms.css';

interface TAccountValues {
  name: string;
  email: string;
  password: string;
  password_confirmation?: string;
}

export interface AccountFieldsProps<T extends TAccountValues> {
  values: T;
  errors: Record<string, string>;
  onChange: <K extends keyof T>(field: K, value: T[K]) => void;
  /** New accounts need a password; on edit a blank one keeps the current password. */
  passwordRequired: boolean;
  confirmPassword?: boolean;
  legend?: string;
}

/** Name, email and password of a user or staff account. */
export function AccountFields<T extends TAccountValues>({
  values,
  errors,
  onChange,
  passwordRequired,
  confirmPassword,
  legend,
}: AccountFieldsProps<T>) {
  const { t } = useTranslation('users');
  const set = (field: keyof TAccountValues) => (e: ChangeEvent<HTMLInputElement>) => onChange(field, e.target.value as T[typeof field]);
  return (
    <fieldset className="people-fieldset">
      {legend && <legend>{legend}</legend>}
      <div className="people-form__grid">
        <TextField
          name="name"
          label={t('users:fields.name')}
          required
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <TextField
          name="email"
          type="email"
          dir="ltr"
          label={t('users:fields.email')}
          required
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField
          name="password"
          type="password"
          label={t('users:fields.password')}
          hint={passwordRequired ? t('users:fields.password_hint') : t('users:fields.password_keep_hint')}
          required={passwordRequired}
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        {confirmPassword && (
          <TextField
            name="password_confirmation"
            type="password"
            label={t('users:fields.password_confirmation')}
            required={passwordRequired}
            autoComplete="new-password"
            value={values.password_confirmation ?? ''}
            error={errors.password_confirmation}
            onChange={set('password_confirmation')}
          />
        )}
      </div>
    </fieldset>
  );
}

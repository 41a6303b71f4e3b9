import { ZResetPassword } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from '@/lib/form-errors';
import { zodFieldErrors } from '@/lib/zod-errors';
import { notify } from '@/lib/toast';
import { resetPassword } from './auth-api';
import { useSessionActions } from './use-current-user';

/**
 * /auth/password-reset/:token: a new password from the emailed link. The API revokes every
 * token of the user, so the local session is cleared too (a password change signs out
 * everywhere) and the user signs in again at "/".
 */
export function ResetPassword() {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { signedOut } = useSessionActions();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<TFormErrors>(NO_FORM_ERRORS);

  const save = useMutation({
    mutationFn: resetPassword,
    onSuccess: (res) => {
      signedOut();
      notify('success', res.description);
      void navigate('/', { replace: true });
    },
    onError: (err) => {
      signedOut();
      setErrors(formErrorsFrom(err));
    },
  });

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZResetPassword.safeParse({ token, password, password_confirmation: confirmation });
    if (!parsed.success) {
      setErrors({ fields: zodFieldErrors(parsed.error.issues, t), message: null });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    save.mutate(parsed.data);
  };

  // The token is not a field the user can fix: its error goes to the summary with a way out.
  const tokenError = errors.fields.token;
  return (
    <>
      <h1>{t('auth:reset.title')}</h1>
      <p className="muted">{t('auth:reset.intro')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormError message={tokenError ?? errors.message} />
        {tokenError && (
          <p>
            <Link to="/auth/forgot-password">{t('auth:reset.new_link')}</Link>
          </p>
        )}
        <TextField
          name="password"
          type="password"
          label={t('auth:fields.new_password')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.fields.password}
          hint={t('auth:fields.password_hint')}
        />
        <TextField
          name="password_confirmation"
          type="password"
          label={t('auth:fields.password_confirmation')}
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={errors.fields.password_confirmation}
        />
        <Button type="submit" className="btn-block" busy={save.isPending}>
          {t('auth:reset.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <Link to="/">{t('auth:links.back_to_login')}</Link>
      </div>
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { forgotPassword } from './auth-api';

/**
 * /auth/forgot-password: mails a reset link. The answer is the same whether or not the email
 * has an account; on success the user returns to Home with the answer as a toast.
 */
export function ForgotPassword() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<TFormErrors>(NO_FORM_ERRORS);

  const send = useMutation({
    mutationFn: forgotPassword,
    onSuccess: (res) => {
      notify('success', res.description);
      void navigate('/home');
    },
    onError: (err) => setErrors(formErrorsFrom(err)),
  });

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(email.trim());
  };

  return (
    <>
      <h1>{t('auth:forgot.title')}</h1>
      <p className="muted">{t('auth:forgot.intro')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormError message={errors.message} />
        <TextField
          name="email"
          type="email"
          label={t('auth:fields.email')}
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.fields.email}
        />
        <Button type="submit" className="btn-block" busy={send.isPending}>
          {t('auth:forgot.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <Link to="/">{t('auth:links.back_to_login')}</Link>
      </div>
    </>
  );
}

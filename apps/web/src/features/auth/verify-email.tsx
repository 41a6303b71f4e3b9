import { homeOf } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { OtpCodeField } from './otp-code-field';
import { TextField } from '@/components/text-field';
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { NoTokenError, resendVerification, verifyEmail } from './auth-api';
import { useSessionActions } from './use-current-user';

/** /auth/verify-email?email=…: the code from the verification mail signs the new user in. */
export function VerifyEmail() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<TFormErrors>(NO_FORM_ERRORS);

  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: (session) => {
      signedIn(session.token, session.user);
      notify('success', session.description);
      void navigate(homeOf(session.user), { replace: true });
    },
    onError: (err) =>
      setErrors(err instanceof NoTokenError ? { fields: {}, message: t('common:errors.failed_to_authenticate') } : formErrorsFrom(err)),
  });
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (res) => {
      setErrors(NO_FORM_ERRORS);
      setNotice(res.description);
    },
    onError: (err) => setErrors(formErrorsFrom(err)),
  });

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate({ email: email.trim(), code: code.trim() });
  };

  return (
    <>
      <h1>{t('auth:verify_email.title')}</h1>
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      <p className="muted">{t('auth:verify_email.intro')}</p>
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
        <OtpCodeField value={code} onChange={setCode} error={errors.fields.code ?? errors.fields.token} />
        <Button type="submit" className="btn-block" busy={verify.isPending}>
          {t('auth:verify_email.submit')}
        </Button>
      </form>
      <div className="form-actions auth-secondary-actions">
        <Button variant="secondary" busy={resend.isPending} disabled={!email.trim()} onClick={() => resend.mutate(email.trim())}>
          {t('auth:code.resend')}
        </Button>
        <Link to="/">{t('auth:links.back_to_login')}</Link>
      </div>
    </>
  );
}

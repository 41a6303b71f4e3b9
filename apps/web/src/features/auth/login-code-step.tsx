import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { OtpCodeField } from './otp-code-field';
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from '@/lib/form-errors';
import { NoTokenError, verifyOtp, type TSession } from './auth-api';

export interface LoginCodeStepProps {
  email: string;
  challengeId: string;
  /** The server's "code sent" message, shown above the form. */
  notice: string | null;
  resending: boolean;
  /** Why the last resend failed (rate limited, network…). */
  resendError: string | null;
  onResend: () => void;
  onBack: () => void;
  onSignedIn: (session: TSession) => void;
}

/** Second sign-in step: the 6-digit code from the email. */
export function LoginCodeStep({ email, challengeId, notice, resending, resendError, onResend, onBack, onSignedIn }: LoginCodeStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<TFormErrors>(NO_FORM_ERRORS);

  const verify = useMutation({
    mutationFn: verifyOtp,
    onSuccess: onSignedIn,
    onError: (err) =>
      // An answer without a token is "Failed to authenticate, please try again later."
      setErrors(err instanceof NoTokenError ? { fields: {}, message: t('common:errors.failed_to_authenticate') } : formErrorsFrom(err)),
  });

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate({ email, code: code.trim(), challenge_id: challengeId });
  };

  return (
    <>
      <h1>{t('auth:code.title')}</h1>
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      <p className="muted">{t('auth:code.intro', { email })}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormError message={errors.message ?? resendError} errors={errors.fields.email ? { email: errors.fields.email } : null} />
        <OtpCodeField value={code} onChange={setCode} error={errors.fields.code} autoFocus />
        <Button type="submit" className="btn-block" busy={verify.isPending}>
          {t('auth:code.submit')}
        </Button>
      </form>
      <div className="form-actions auth-secondary-actions">
        <Button variant="secondary" busy={resending} onClick={onResend}>
          {t('auth:code.resend')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('common:actions.back')}
        </Button>
      </div>
    </>
  );
}

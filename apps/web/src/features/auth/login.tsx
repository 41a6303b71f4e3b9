import { homeOf, type TLoginChallenge } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { requestOtp, type TSession } from './auth-api';
import { LoginCodeStep } from './login-code-step';
import { useSessionActions } from './use-current-user';

/**
 * Sign-in in two steps: email and password ask for a code by email, then the
 * code signs in and the user lands on homeOf(user). No zod here: this chunk is on the
 * bundle budget's path.
 */
export function Login() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<TLoginChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<TFormErrors>(NO_FORM_ERRORS);

  const request = useMutation({
    mutationFn: requestOtp,
    onSuccess: (res) => {
      setErrors(NO_FORM_ERRORS);
      setChallenge(res.data);
      setNotice(res.description);
    },
    onError: (err) => setErrors(formErrorsFrom(err)),
  });

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate({ email: email.trim(), password });
  };

  const handleSignedIn = (session: TSession) => {
    signedIn(session.token, session.user);
    notify('success', session.description);
    // A traveller who signed in on the way to a checkout goes back to it.
    const next = new URLSearchParams(location.search).get('next');
    const back = session.user.role === 'customer' && next && next.startsWith('/') && !next.startsWith('//') ? next : null;
    void navigate(back ?? homeOf(session.user), { replace: true });
  };

  if (challenge)
    return (
      <LoginCodeStep
        email={email.trim()}
        challengeId={challenge.challenge_id}
        notice={notice}
        resending={request.isPending}
        resendError={errors.message}
        onResend={() => request.mutate({ email: email.trim(), password })}
        onBack={() => {
          setChallenge(null);
          setNotice(null);
          setErrors(NO_FORM_ERRORS);
        }}
        onSignedIn={handleSignedIn}
      />
    );

  return (
    <>
      <h1>{t('auth:login.title')}</h1>
      <p className="muted">{t('auth:login.intro')}</p>
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
        <TextField
          name="password"
          type="password"
          label={t('auth:fields.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.fields.password}
        />
        <Button type="submit" className="btn-block" busy={request.isPending}>
          {t('auth:login.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <Link to="/auth/forgot-password">{t('auth:links.forgot')}</Link>
        <Link to="/auth/register">{t('auth:links.register')}</Link>
        <Link to="/auth/agent/register">{t('auth:links.agent_register')}</Link>
      </div>
    </>
  );
}

import { homeOf } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { verifyEmail } from './auth-api';
import { useSessionActions } from './use-current-user';

/**
 * /email-success-message?token=…: the link of the verification mail. The token is single
 * use, so the call runs once per token (a query, deduplicated and never retried), signs the
 * user in, and offers Continue to homeOf(user).
 */
export function EmailSuccessMessage() {
  const { t } = useTranslation(['auth', 'messages']);
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  const result = useQuery({
    queryKey: ['email-verify', token],
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    queryFn: async () => {
      const session = await verifyEmail({ token });
      signedIn(session.token, session.user);
      return session;
    },
  });

  if (!token || result.isError) {
    const message = result.error instanceof ApiError && result.error.description ? result.error.description : t('messages:invalid_token');
    return (
      <>
        <h1>{t('auth:email_success.failed_title')}</h1>
        <p className="form-error" role="alert">
          {message}
        </p>
        <div className="auth-links">
          <Link to="/auth/verify-email">{t('auth:links.enter_code')}</Link>
          <Link to="/">{t('auth:links.back_to_login')}</Link>
        </div>
      </>
    );
  }

  if (result.isPending) return <PageState state="loading" messageKey="auth:email_success.verifying" />;
  const { user, description } = result.data;
  return (
    <>
      <h1>{t('auth:email_success.title')}</h1>
      <p className="form-notice" role="status">
        {description}
      </p>
      <p>{t('auth:email_success.body', { name: user.name })}</p>
      <Button className="btn-block" onClick={() => void navigate(homeOf(user), { replace: true })}>
        {t('common:actions.continue')}
      </Button>
    </>
  );
}

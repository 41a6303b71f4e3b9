import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { useNewsletterLink } from './newsletter-queries';

/**
 * /newsletter/confirm and /newsletter/unsubscribe: a mailed link's page, which posts its token
 * once on opening (one click; a page, not the GET itself, so a mail scanner fetching the link
 * changes nothing). Opening it again answers the same.
 */
export function NewsletterLinkScreen({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useNewsletterLink(action);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    link.mutate(token);
  }, [link, token]);

  return (
    <article className="container contact-page">
      <h1>{t(`newsletter:${action}.title`)}</h1>
      {link.isPending || link.isIdle ? (
        <PageState state="loading" messageKey={`newsletter:${action}.working`} />
      ) : link.isSuccess ? (
        <p role="status">{link.data.description}</p>
      ) : (
        <div role="alert">
          <p>{t(`newsletter:${action}.failed`)}</p>
          {action === 'confirm' && <Link to="/group-tickets-main">{t('newsletter:confirm.again')}</Link>}
        </div>
      )}
    </article>
  );
}

export const NewsletterConfirmScreen = () => <NewsletterLinkScreen action="confirm" />;
export const NewsletterUnsubscribeScreen = () => <NewsletterLinkScreen action="unsubscribe" />;

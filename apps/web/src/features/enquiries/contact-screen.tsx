import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ContactForm } from './contact-form';
import { useSendContact } from './enquiries-queries';
import './enquiries.css';

/** /contact-us: the public contact form; the answer (and the mailed copy) is confirmed in place. */
export function ContactScreen() {
  const { t } = useTranslation('enquiries');
  const send = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <article className="container contact-page">
      <h1>{t('enquiries:contact.title')}</h1>
      <p>{t('enquiries:contact.intro')}</p>
      <p className="muted">{t('enquiries:contact.hours')}</p>
      {sent ? (
        <div className="card" role="status">
          <h2>{t('enquiries:contact.sent_title')}</h2>
          <p>{sent}</p>
          <Button variant="secondary" onClick={() => setSent(null)}>
            {t('enquiries:contact.another')}
          </Button>
        </div>
      ) : (
        <ContactForm
          submitLabel={t('enquiries:contact.send')}
          busy={send.isPending}
          onSend={async (message) => setSent((await send.mutateAsync(message)).description)}
        />
      )}
    </article>
  );
}

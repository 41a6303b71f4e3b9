import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/i18n';

export interface TDevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** The text body with its links made clickable (verification and reset links). */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function DevMailItem({ mail }: { mail: TDevMail }) {
  const { t } = useTranslation('dev');
  return (
    <article className="card mail-item" aria-labelledby={`mail-${mail.id}`}>
      <h2 id={`mail-${mail.id}`} className="mail-subject">
        {mail.subject}
      </h2>
      <dl className="details details-inline">
        <div>
          <dt>{t('dev:mail.to')}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{t('dev:mail.date')}</dt>
          <dd>
            <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>
          </dd>
        </div>
      </dl>
      <pre className="mail-body" dir="auto">
        <Linkified text={mail.text} />
      </pre>
    </article>
  );
}

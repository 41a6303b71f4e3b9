import type { TCapturedAttachment } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/i18n';

export interface TDevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Absent from servers older than attachments. */
  attachments?: TCapturedAttachment[];
  created_at: string;
}

const fileSize = (bytes: number) => formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });

/** The mail's files (a quote's PDF), each a download from the same loopback-only inbox API. */
function Attachments({ files }: { files: TCapturedAttachment[] }) {
  const { t } = useTranslation('dev');
  return (
    <section className="mail-attachments" aria-label={t('dev:mail.attachments')}>
      <h3>{t('dev:mail.attachments')}</h3>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={`/api/dev/mail/attachments/${file.id}`}
              download={file.filename}
              aria-label={t('dev:mail.download', { name: file.filename, size: fileSize(file.size) })}
            >
              <bdi>{file.filename}</bdi>
            </a>{' '}
            <span className="muted">({fileSize(file.size)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
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
      {mail.attachments && mail.attachments.length > 0 && <Attachments files={mail.attachments} />}
    </article>
  );
}

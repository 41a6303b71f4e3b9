import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/i18n';

/** When the legal texts last changed; update it with the texts in the `legal` namespace. */
export const LEGAL_UPDATED = '2026-11-22';

export interface LegalPageProps {
  doc: 'privacy' | 'terms' | 'cookies';
  /** Section ids under `legal:<doc>.sections`, in reading order. */
  sections: readonly string[];
  /** Extra content after the sections (the cookie table). */
  children?: ReactNode;
}

/** A footer page: title, date, intro and titled sections; blank lines split paragraphs. */
export function LegalPage({ doc, sections, children }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const paragraphs = (key: string) =>
    t(key)
      .split(/\n\s*\n/)
      .map((text) => <p key={text}>{text}</p>);
  return (
    <article className="container legal-page">
      <h1>{t(`legal:${doc}.title`)}</h1>
      <p className="muted">{t('legal:updated', { date: formatDate(LEGAL_UPDATED, { dateStyle: 'long' }) })}</p>
      {paragraphs(`legal:${doc}.intro`)}
      {sections.map((id) => (
        <section key={id} aria-labelledby={`legal-${id}`}>
          <h2 id={`legal-${id}`}>{t(`legal:${doc}.sections.${id}.title`)}</h2>
          {paragraphs(`legal:${doc}.sections.${id}.body`)}
        </section>
      ))}
      {children}
      <nav aria-label={t('legal:related')} className="legal-related">
        <ul>
          {doc !== 'privacy' && (
            <li>
              <Link to="/privacy-policy">{t('legal:privacy.title')}</Link>
            </li>
          )}
          {doc !== 'terms' && (
            <li>
              <Link to="/terms-condition">{t('legal:terms.title')}</Link>
            </li>
          )}
          {doc !== 'cookies' && (
            <li>
              <Link to="/cookie-policy">{t('legal:cookies.title')}</Link>
            </li>
          )}
        </ul>
      </nav>
    </article>
  );
}

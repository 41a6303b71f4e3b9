import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page';

/** /privacy-policy */
export function PrivacyPolicy() {
  return <LegalPage doc="privacy" sections={['who', 'data', 'use', 'sharing', 'retention', 'security', 'rights', 'contact']} />;
}

/** /terms-condition */
export function TermsCondition() {
  return (
    <LegalPage
      doc="terms"
      sections={['accounts', 'agents', 'bookings', 'prices', 'changes_cancellations', 'documents', 'liability', 'conduct', 'updates']}
    />
  );
}

/** The browser storage Safar uses: its storage keys, the visitor cookie and the compatibility cookie. */
const STORED = ['access_token', 'locale', 'previous_search', 'uploads', 'visitor', 'xsrf'] as const;

/** /cookie-policy: what is kept in the browser, and why; no advertising or tracking. */
export function CookiePolicy() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage doc="cookies" sections={['what', 'no_tracking', 'choices']}>
      <section>
        <h2 id="legal-stored">{t('legal:cookies.table.title')}</h2>
        <div className="table-scroll" role="region" aria-labelledby="legal-stored" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('legal:cookies.table.name')}</th>
                <th scope="col">{t('legal:cookies.table.kind')}</th>
                <th scope="col">{t('legal:cookies.table.purpose')}</th>
                <th scope="col">{t('legal:cookies.table.duration')}</th>
              </tr>
            </thead>
            <tbody>
              {STORED.map((id) => (
                <tr key={id}>
                  <td>
                    <code>{t(`legal:cookies.items.${id}.name`)}</code>
                  </td>
                  <td>{t(`legal:cookies.items.${id}.kind`)}</td>
                  <td>{t(`legal:cookies.items.${id}.purpose`)}</td>
                  <td>{t(`legal:cookies.items.${id}.duration`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </LegalPage>
  );
}

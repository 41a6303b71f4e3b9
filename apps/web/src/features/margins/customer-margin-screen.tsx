import { useTranslation } from 'react-i18next';
import { MarginsEditor } from './margins-editor';
import '@/styles/page.css';

/** /admin/customer-margin (admin): the B2C margin per product ("Margin values saved successfully"). */
export function CustomerMarginScreen() {
  const { t } = useTranslation(['margins', 'validation']);
  return (
    <div className="people-stack">
      <div>
        <h1 id="customer-margin-title">{t('margins:customer_title')}</h1>
        <p className="muted">{t('margins:customer_intro')}</p>
      </div>
      <MarginsEditor scope="customer" labelledBy="customer-margin-title" />
    </div>
  );
}

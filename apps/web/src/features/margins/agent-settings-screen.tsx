import { useTranslation } from 'react-i18next';
import { MarginsEditor } from './margins-editor';
import '@/styles/page.css';

/** /agent/settings (approved agent): "My margins", the markup the agency adds for its own clients per product. */
export function AgentSettingsScreen() {
  const { t } = useTranslation(['margins', 'validation']);
  return (
    <div className="people-stack">
      <h1>{t('margins:settings_title')}</h1>
      <section className="people-stack" aria-labelledby="my-margins-title">
        <div>
          <h2 id="my-margins-title">{t('margins:agent_title')}</h2>
          <p className="muted">{t('margins:agent_intro')}</p>
        </div>
        <MarginsEditor scope="agent" labelledBy="my-margins-title" />
      </section>
    </div>
  );
}

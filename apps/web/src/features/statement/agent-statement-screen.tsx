import { useTranslation } from 'react-i18next';
import { StatementView } from './statement-view';
import '@/styles/page.css';

/** /agent/agent-ledger: the approved agent's own statement. */
export function AgentStatementScreen() {
  const { t } = useTranslation('statement');
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('statement:title')}</h1>
      </div>
      <StatementView target={null} />
    </div>
  );
}

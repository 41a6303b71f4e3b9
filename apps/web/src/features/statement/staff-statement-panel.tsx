import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { AgencyPicker } from '@/features/money/agency-picker';
import { isUuid } from '@/lib/url-filters';
import { StatementView } from './statement-view';
import '@/styles/page.css';

/**
 * The statement of one agent's agency for finance staff (/admin/admin-ledger?tab=statement&user_id=…):
 * the agency picker chooses the agent; the period and page are the statement's own parameters.
 */
export function StaffStatementPanel() {
  useTranslation('statement'); // the namespace of the empty state's message
  const [params, setParams] = useSearchParams();
  const userId = isUuid(params.get('user_id')) ? params.get('user_id') : null;
  const choose = (agent: { user_id: string; name: string } | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const key of ['user_id', 'agency_name', 'page']) next.delete(key);
      if (agent) {
        next.set('user_id', agent.user_id);
        next.set('agency_name', agent.name);
      }
      return next;
    });
  return (
    <div className="people-stack">
      <div className="statement-period">
        <AgencyPicker
          name="user_id"
          value={userId}
          valueLabel={userId ? (params.get('agency_name') ?? '').slice(0, 200) : ''}
          onChange={(a) => choose(a)}
        />
      </div>
      {userId ? (
        <StatementView key={userId} target={{ user_id: userId }} />
      ) : (
        <PageState state="empty" messageKey="statement:choose_agency" />
      )}
    </div>
  );
}

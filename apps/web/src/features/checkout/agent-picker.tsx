import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { useAgencyAgents } from './checkout-queries';

export interface AgentPickerProps {
  agencyId: string;
  /** The chosen agent's user id; '' for none. */
  value: string;
  error?: string | undefined;
  onChange: (userId: string) => void;
}

/**
 * Staff booking for an agency: the agency's agent the booking is made for, optional (sent as
 * `on_behalf_of`). The agency's approved agents only; when they cannot be read the booking
 * can still be made for the agency alone.
 */
export function AgentPicker({ agencyId, value, error, onChange }: AgentPickerProps) {
  const { t } = useTranslation(['checkout', 'users']);
  const agents = useAgencyAgents(agencyId);
  const options = (agents.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }));
  return (
    <SelectField
      name="on_behalf_of"
      label={t('checkout:staff.for_agent')}
      placeholder={t('checkout:staff.for_agent_none')}
      options={options}
      value={value}
      disabled={agents.isPending}
      hint={t('checkout:staff.for_agent_hint')}
      error={error ?? (agents.isError ? t('users:picker.load_failed') : undefined)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

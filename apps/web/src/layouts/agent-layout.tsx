import type { TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { BackOfficeLayout, type BackOfficeNavGroup } from './back-office-layout';

const approved = (u: TUser) => u.is_formFilled === '1' && u.is_approved === '1';

/** Agent navigation; an agent still onboarding sees only the details form. */
export const AGENT_NAV: readonly BackOfficeNavGroup[] = [
  {
    labelKey: 'layout:groups.overview',
    items: [
      { to: '/agent/dashboard-flights', labelKey: 'layout:links.dashboard', visible: approved },
      { to: '/agent/flights', labelKey: 'layout:links.flights', visible: approved },
      { to: '/agent/travel-insurance', labelKey: 'layout:links.travel_insurance', visible: approved },
      { to: '/agent/holidays', labelKey: 'layout:links.holidays', visible: approved },
      { to: '/agent/umrah-packages', labelKey: 'layout:links.umrah_packages', visible: approved },
      { to: '/agent/visas', labelKey: 'layout:links.visas', visible: approved },
      { to: '/agent/agent-bookings', labelKey: 'agent_bookings:nav', visible: approved },
      { to: '/agent/pnr-details', labelKey: 'pnr:nav', visible: approved },
      { to: '/agent/agent-offline-bookings', labelKey: 'offline_bookings:nav', visible: approved },
      { to: '/agent/schedule-changes', labelKey: 'layout:links.schedule_changes', visible: approved },
    ],
  },
  {
    labelKey: 'layout:groups.people',
    items: [
      { to: '/agent/travellers', labelKey: 'layout:links.travellers', visible: approved },
      { to: '/agent/new-traveller', labelKey: 'layout:links.new_traveller', visible: approved },
    ],
  },
  {
    labelKey: 'layout:groups.finance',
    items: [
      { to: '/agent/agent-ledger', labelKey: 'layout:links.ledger', visible: approved },
      { to: '/agent/deposits', labelKey: 'layout:links.deposits', visible: approved },
      { to: '/agent/agent-deposit', labelKey: 'layout:links.new_deposit', visible: approved },
      { to: '/agent/other-charges', labelKey: 'layout:links.other_charges', visible: approved },
      { to: '/agent/agent-profit-loss-report', labelKey: 'layout:links.profit_loss', visible: approved },
    ],
  },
  {
    labelKey: 'layout:groups.account',
    items: [
      { to: '/agent/add-agent-details', labelKey: 'layout:links.agency_form', visible: (u) => u.is_formFilled !== '1' },
      { to: '/agent/update-agent-data', labelKey: 'layout:links.agency', visible: (u) => u.is_formFilled === '1' },
      { to: '/agent/verify-message', labelKey: 'layout:links.approval', visible: (u) => u.is_formFilled === '1' && u.is_approved !== '1' },
      { to: '/agent/profile', labelKey: 'layout:links.public_profile', visible: approved },
      { to: '/agent/settings', labelKey: 'layout:links.settings', visible: approved },
      { to: '/agent/contact/us', labelKey: 'layout:links.contact_us', visible: approved },
    ],
  },
];

/** The agent portal (/agent). */
export function AgentLayout() {
  // The Bookings and PNR links' words live with their screens: loaded here beside the layout's own,
  // so the navigation never shows a key.
  useTranslation(['layout', 'messages', 'validation', 'agent_bookings', 'pnr', 'offline_bookings']);
  return <BackOfficeLayout areaKey="layout:areas.agent" nav={AGENT_NAV} />;
}

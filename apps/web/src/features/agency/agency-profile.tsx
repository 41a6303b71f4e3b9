import type { TAgencySummary } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/styles/details.css';

/** An agency's details as a description list (agent home, user details). */
export function AgencyProfile({ agency }: { agency: TAgencySummary }) {
  const { t } = useTranslation('users');
  const rows: [string, ReactNode][] = [
    ['name', agency.name],
    ['contact_person', agency.contact_person],
    // Phone numbers read left to right in Arabic text too.
    ['phone', <span dir="ltr">{agency.phone}</span>],
    ['licence_number', agency.licence_number],
    ['country', agency.country_name ?? agency.country_code],
    ['city', agency.city_name ?? '—'],
    ['address', agency.address],
    ['currency', agency.currency],
  ];
  return (
    <dl className="people-details">
      {rows.map(([field, value]) => (
        <div key={field}>
          <dt>{t(`users:agency.${field}`)}</dt>
          {/* bdi: an English address keeps its order inside Arabic text (and the reverse). */}
          <dd>{typeof value === 'string' ? <bdi>{value}</bdi> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { decideAccess, type TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import type { BackOfficeNavItem } from '@/layouts/back-office-layout';
import { useEnquirySummary } from './enquiries-queries';
import './enquiries.css';

/** The menu's count of new enquiries, when there are any. */
function NewEnquiriesCount() {
  const { t } = useTranslation('layout');
  const summary = useEnquirySummary(true);
  const count = summary.data?.new ?? 0;
  if (!count) return null;
  return (
    <span className="nav-count">
      <Badge tone="info">{t('layout:links.enquiries_new', { count })}</Badge>
    </span>
  );
}

/** The inbox's menu link in an area (`/admin`, `/reservation`, `/salesman`). */
export const enquiriesNavItem = (base: string): BackOfficeNavItem => ({
  to: `${base}/enquiries`,
  labelKey: 'layout:links.enquiries',
  visible: (u: TUser) => decideAccess('enquiriesDesk', u) === 'allow',
  Extra: NewEnquiriesCount,
});

import type { TUser } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';

/** A role name; the summary's recent sign-ups carry the role as a plain string. */
export function RoleBadge({ role }: { role: TUser['role'] | (string & {}) }) {
  const { t } = useTranslation();
  return <Badge tone="neutral">{t(`common:roles.${role}`)}</Badge>;
}

export function StatusBadge({ status }: { status: TUser['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={status === 'active' ? 'success' : 'danger'}>{t(`common:statuses.${status}`)}</Badge>;
}

/** An agent's onboarding state: form missing, awaiting approval, or approved. Others: nothing. */
export function ApprovalBadge({ user }: { user: Pick<TUser, 'role' | 'is_approved' | 'is_formFilled'> }) {
  const { t } = useTranslation();
  if (user.role !== 'agent') return null;
  if (user.is_formFilled !== '1') return <Badge tone="neutral">{t('common:approval.form_missing')}</Badge>;
  if (user.is_approved !== '1') return <Badge tone="warning">{t('common:approval.pending')}</Badge>;
  return <Badge tone="success">{t('common:approval.approved')}</Badge>;
}

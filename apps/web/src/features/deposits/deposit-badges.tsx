import type { TDepositStatus } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const TONE: Record<TDepositStatus, BadgeTone> = {
  pending: 'warning',
  awaiting_confirmation: 'info',
  approved: 'success',
  rejected: 'danger',
  reversed: 'neutral',
};

/** A deposit's status; the text says it, the colour only repeats it. */
export function DepositStatusBadge({ status }: { status: TDepositStatus }) {
  const { t } = useTranslation('deposits');
  return <Badge tone={TONE[status]}>{t(`deposits:status.${status}`)}</Badge>;
}

/** Shown to finance staff when another deposit has the same bank reference. */
export function DuplicateBadge() {
  const { t } = useTranslation('deposits');
  return <Badge tone="danger">{t('deposits:duplicate.badge')}</Badge>;
}

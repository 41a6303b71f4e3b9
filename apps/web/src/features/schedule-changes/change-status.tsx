import type { TScheduleChangeStatus } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const TONES: Record<TScheduleChangeStatus, BadgeTone> = { open: 'warning', answering: 'info', accepted: 'success', refunded: 'neutral' };

export function ChangeStatusBadge({ status }: { status: TScheduleChangeStatus }) {
  const { t } = useTranslation('schedule_changes');
  return <Badge tone={TONES[status]}>{t(`schedule_changes:status.${status}`)}</Badge>;
}

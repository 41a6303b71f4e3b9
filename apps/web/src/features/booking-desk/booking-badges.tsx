import type { TBookingStatus } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const TONE: Record<TBookingStatus, BadgeTone> = {
  pending: 'info',
  outcome_unknown: 'danger',
  held: 'warning',
  awaiting_approval: 'warning',
  ticketing: 'info',
  ticketed: 'success',
  void_requested: 'warning',
  voided: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
  failed: 'danger',
  awaiting_payment: 'warning',
  confirmed: 'success',
};

/** A booking's status; the text says it, the colour only repeats it. */
export function BookingStatusBadge({ status }: { status: TBookingStatus }) {
  const { t } = useTranslation('bookings');
  return <Badge tone={TONE[status]}>{t(`bookings:status_${status}`)}</Badge>;
}

/** A hold staff must issue themselves (a failed issue, an agency set to staff approval). */
export function NeedsApprovalBadge() {
  const { t } = useTranslation('desk');
  return <Badge tone="danger">{t('desk:badges.needs_approval')}</Badge>;
}

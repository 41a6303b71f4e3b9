import type { TBookingStatus } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

/** Colour by what the agent has to do: a hold to pay (warning), tickets (success), a failure (danger), the rest neutral or in progress. */
const TONES: Record<TBookingStatus, BadgeTone> = {
  pending: 'info',
  outcome_unknown: 'warning',
  held: 'warning',
  awaiting_approval: 'info',
  ticketing: 'info',
  ticketed: 'success',
  void_requested: 'info',
  voided: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
  failed: 'danger',
  awaiting_payment: 'warning',
  confirmed: 'success',
};

/** A booking's status in words (colour is never the only signal). */
export function BookingStatusBadge({ status }: { status: TBookingStatus }) {
  const { t } = useTranslation('bookings');
  return <Badge tone={TONES[status]}>{t(`bookings:status_${status}`)}</Badge>;
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeHref, type TChangesArea } from './changes-area';
import { useScheduleChanges } from './schedule-changes-queries';
import './schedule-changes.css';

/** On a booking's screen: the airline's changes to it waiting for an answer, each with its link. */
export function BookingChangeNotice({ bookingId, area }: { bookingId: string; area: TChangesArea }) {
  const { t } = useTranslation('schedule_changes');
  const open = useScheduleChanges({ page: 1, booking_id: bookingId, status: 'open' });
  const items = open.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="form-notice change-notice" role="status">
      {items.map((c) => (
        <p key={c.id}>
          <span>{c.kind === 'cancellation' ? t('schedule_changes:notice_cancellation') : t('schedule_changes:notice_schedule')}</span>{' '}
          <Link to={changeHref(area, c.id)}>{t('schedule_changes:notice_link')}</Link>
        </p>
      ))}
    </div>
  );
}

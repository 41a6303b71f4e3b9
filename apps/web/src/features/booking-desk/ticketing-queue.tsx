import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { Pagination } from '@/components/pagination';
import { formatNumber } from '@/lib/i18n';
import { ApproveBookingDialog, useApproveAction } from './booking-note-actions';
import { DESK_MAX_PAGE, DESK_PER_PAGE, useDeskBookings } from './booking-desk-queries';
import { BookingsTable } from './bookings-table';
import type { TDeskArea } from './desk-area';
import { deadlineColumn, useActionColumn } from './queue-columns';

export interface TicketingQueueProps {
  area: TDeskArea;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * What waits for staff to issue: bookings paid by agencies set to staff approval, and holds
 * whose issue failed (the payment was given back; approving pays again and issues). The API
 * filters by one status only, so the second part reads the newest holds and keeps those that
 * need approval, and says so when there are more holds than it read.
 */
export function TicketingQueue({ area, page, onPageChange }: TicketingQueueProps) {
  const { t } = useTranslation('desk');
  const approve = useApproveAction();
  const awaiting = useDeskBookings({ status: 'awaiting_approval', page });
  const holds = useDeskBookings({ status: 'held', per_page: DESK_MAX_PAGE });
  const failed = holds.data?.items.filter((b) => b.needs_approval);
  const approveColumn = useActionColumn('approve', approve.open);
  const deadline = deadlineColumn('agency_deadline_at', t('desk:fields.agency_deadline_at'));

  return (
    <>
      <Card title={t('desk:ticketing.awaiting_title', { n: formatNumber(awaiting.data?.pagination.total ?? 0) })}>
        <p className="muted">{t('desk:ticketing.awaiting_intro')}</p>
        <BookingsTable
          area={area}
          caption={t('desk:ticketing.awaiting_caption')}
          rows={awaiting.data?.items}
          extra={[approveColumn]}
          loading={awaiting.isFetching}
          error={awaiting.error}
          onRetry={() => void awaiting.refetch()}
          emptyMessageKey="desk:ticketing.awaiting_none"
        />
        {awaiting.data && (
          <Pagination page={page} perPage={DESK_PER_PAGE} total={awaiting.data.pagination.total} onPageChange={onPageChange} />
        )}
      </Card>
      <Card title={t('desk:ticketing.failed_title', { n: formatNumber(failed?.length ?? 0) })}>
        <p className="muted">{t('desk:ticketing.failed_intro')}</p>
        {holds.data && holds.data.pagination.total > holds.data.items.length && (
          <p className="form-notice" role="note">
            {t('desk:ticketing.failed_partial', {
              n: formatNumber(holds.data.items.length),
              total: formatNumber(holds.data.pagination.total),
            })}
          </p>
        )}
        <BookingsTable
          area={area}
          caption={t('desk:ticketing.failed_caption')}
          rows={failed}
          extra={[deadline, approveColumn]}
          loading={holds.isFetching}
          error={holds.error}
          onRetry={() => void holds.refetch()}
          emptyMessageKey="desk:ticketing.failed_none"
        />
      </Card>
      <ApproveBookingDialog action={approve} />
    </>
  );
}

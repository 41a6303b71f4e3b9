import type { TBookingAction, TBookingRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { DataTableColumn } from '@/components/data-table';
import { DeadlineTime } from './deadline-time';

type TDeadline = keyof Omit<TBookingRow['deadlines'], 'time_zone'>;

/** A queue's countdown column: the deadline that matters there (the agency's for holds, the void window for voids). */
export function deadlineColumn(deadline: TDeadline, header: string): DataTableColumn<TBookingRow> {
  return {
    key: deadline,
    header,
    cell: (b) => {
      const at = b.deadlines[deadline];
      return at ? <DeadlineTime at={at} timeZone={b.deadlines.time_zone} /> : '—';
    },
  };
}

/** A queue's action column: the button shows only on rows whose `actions` (the API's, per role) include it. */
export function useActionColumn(action: TBookingAction, onAct: (booking: TBookingRow) => void): DataTableColumn<TBookingRow> {
  const { t } = useTranslation('desk');
  return {
    key: `act-${action}`,
    header: t('common:table.actions'),
    align: 'end',
    cell: (b) =>
      b.actions.includes(action) ? (
        <Button
          variant={action === 'void' ? 'danger' : 'primary'}
          aria-label={t(`desk:actions.${action}_named`, { reference: b.reference })}
          onClick={() => onAct(b)}
        >
          {t(`desk:actions.${action}`)}
        </Button>
      ) : null,
  };
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { formatPrice } from '@/features/flights/format';
import { formatDay } from '@/features/travellers/traveller-form-values';

export interface TPriceChange {
  /** The price the person booking saw; null for staff, who saw their own price rather than the agency's. */
  before: { due_minor: number; gross_minor: number } | null;
  now: { due_minor: number; gross_minor: number };
  currency: string;
}

interface PriceChangedDialogProps {
  change: TPriceChange | null;
  busy: boolean;
  /** Staff booking for an agency: the amounts are the agency's, not "yours". */
  staff?: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/** A 409 with a new price: the price the agent saw beside the new one, booked only if it agrees. */
export function PriceChangedDialog({ change, busy, staff = false, onAccept, onCancel }: PriceChangedDialogProps) {
  const { t } = useTranslation('checkout');
  const money = (minor: number) => <bdi>{formatPrice(minor, change?.currency ?? 'PKR')}</bdi>;
  const before = change?.before ?? null;
  const rows = [
    { label: t(staff ? 'checkout:staff.agency_pays' : 'checkout:price_changed.due'), was: before?.due_minor, now: change?.now.due_minor },
    {
      label: t(staff ? 'checkout:staff.agency_customer_pays' : 'checkout:price_changed.customer'),
      was: before?.gross_minor,
      now: change?.now.gross_minor,
    },
  ];
  return (
    <ModalDialog
      open={change !== null}
      title={t('checkout:price_changed.title')}
      message={t('checkout:price_changed.message')}
      busy={busy}
      onCancel={onCancel}
    >
      {change && (
        <div className="table-scroll" role="region" aria-label={t('checkout:price_changed.caption')} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t('checkout:price_changed.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('checkout:price_changed.what')}</th>
                {before && (
                  <th scope="col" className="align-end">
                    {t('checkout:price_changed.before')}
                  </th>
                )}
                <th scope="col" className="align-end">
                  {t('checkout:price_changed.now')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {before && <td className="align-end">{money(row.was ?? 0)}</td>}
                  <td className="align-end">
                    <strong>{money(row.now ?? 0)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="dialog-actions">
        <Button variant="secondary" autoFocus disabled={busy} onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button busy={busy} onClick={onAccept}>
          {t('checkout:price_changed.accept')}
        </Button>
      </div>
    </ModalDialog>
  );
}

export interface TDuplicate {
  booking_id: string;
  reference: string;
  name: string;
  born_on: string;
}

interface DuplicateDialogProps {
  duplicates: readonly TDuplicate[] | null;
  busy: boolean;
  /** Where a booking named opens (the agent's portal or the staff desk). */
  bookingHref: (id: string) => string;
  /** Staff booking for an agency: the live bookings are the agency's, not "yours". */
  staff?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A 409 naming live bookings of the same people on the same flight: which ones, and book anyway only if the agent says so. */
export function DuplicateDialog({ duplicates, busy, bookingHref, staff = false, onConfirm, onCancel }: DuplicateDialogProps) {
  const { t } = useTranslation('checkout');
  return (
    <ModalDialog
      open={duplicates !== null}
      title={t('checkout:duplicate.title')}
      message={t(staff ? 'checkout:staff.duplicate_message' : 'checkout:duplicate.message')}
      busy={busy}
      onCancel={onCancel}
    >
      <ul className="checkout-duplicates">
        {(duplicates ?? []).map((d) => (
          <li key={`${d.booking_id}-${d.name}`}>
            {t('checkout:duplicate.line', { name: d.name, born_on: formatDay(d.born_on) })}{' '}
            <Link to={bookingHref(d.booking_id)} target="_blank" rel="noopener">
              <bdi dir="ltr">{d.reference}</bdi>
            </Link>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <Button variant="secondary" autoFocus disabled={busy} onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {t('checkout:duplicate.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}

import type { TPnrDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatInZone } from '@/features/agent-bookings/time-left';
import { currentLocale, formatDateTime } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { SupplierFlights } from './supplier-flights';

type TSupplierPnr = NonNullable<TPnrDetails['supplier']>;

/**
 * The supplier's record as it stands now: its status, total, deadlines, passengers, tickets and
 * flights. Null when no supplier answered for the locator (it is down, or cannot look one up).
 */
export function SupplierRecord({ record, timeZone }: { record: TSupplierPnr | null; timeZone: string | null }) {
  const { t } = useTranslation('pnr');
  if (!record)
    return (
      <Card title={t('pnr:supplier.title')}>
        <p className="muted">{t('pnr:supplier.none')}</p>
      </Card>
    );
  // In the agency's zone when a booking names it, so the deadlines read as on the booking; else the reader's.
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{timeZone ? formatInZone(iso, timeZone) : formatDateTime(iso)}</time> : t('pnr:supplier.none_set');
  return (
    <Card title={t('pnr:supplier.title')}>
      <dl className="people-details">
        <div>
          <dt>{t('pnr:supplier.supplier')}</dt>
          <dd>
            <bdi dir="ltr">{record.supplier}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('pnr:supplier.status')}</dt>
          <dd>{t(`pnr:supplier.status_${record.status}`, { defaultValue: record.status })}</dd>
        </div>
        <div>
          <dt>{t('pnr:supplier.total')}</dt>
          <dd>{formatMoney(record.total_minor, record.currency, currentLocale())}</dd>
        </div>
        <div>
          <dt>{t('pnr:supplier.payment_deadline')}</dt>
          <dd>{when(record.payment_deadline)}</dd>
        </div>
        <div>
          <dt>{t('pnr:supplier.void_deadline')}</dt>
          <dd>{when(record.void_deadline)}</dd>
        </div>
      </dl>
      {timeZone && <p className="muted pnr-note">{t('pnr:supplier.zone', { zone: timeZone })}</p>}

      <h3 className="pnr-subtitle">{t('pnr:supplier.passengers')}</h3>
      {record.passengers.length === 0 ? (
        <p className="muted">{t('pnr:supplier.no_passengers')}</p>
      ) : (
        <ul className="pnr-list">
          {record.passengers.map((name, i) => (
            <li key={i}>
              <bdi dir="ltr">{name}</bdi>
            </li>
          ))}
        </ul>
      )}

      <h3 className="pnr-subtitle">{t('pnr:supplier.tickets')}</h3>
      {record.tickets.length === 0 ? (
        <p className="muted">{t('pnr:supplier.no_tickets')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t('pnr:supplier.tickets_caption')} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t('pnr:supplier.tickets_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pnr:supplier.traveller')}</th>
                <th scope="col">{t('pnr:supplier.ticket_number')}</th>
              </tr>
            </thead>
            <tbody>
              {record.tickets.map((ticket) => (
                <tr key={`${ticket.ref}-${ticket.number}`}>
                  <td>
                    <bdi dir="ltr">{ticket.ref}</bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{ticket.number}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className="pnr-subtitle">{t('pnr:supplier.flights')}</h3>
      <SupplierFlights slices={record.slices} />
    </Card>
  );
}

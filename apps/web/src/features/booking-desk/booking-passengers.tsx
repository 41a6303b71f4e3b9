import type { TBookingDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { formatDay } from '@/features/deposits/deposit-form-values';

type TPassenger = TBookingDetails['passenger_list'][number];

/** The travellers as booked, with their passports and, once issued, their ticket numbers (a flight's). */
export function BookingPassengers({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation(['desk', 'travellers']);
  const nameOf = (p: TPassenger) => `${t(`travellers:titles.${p.title}`, { defaultValue: p.title })} ${p.given_name} ${p.family_name}`;
  const byRef = new Map(booking.passenger_list.map((p) => [p.ref, p]));
  return (
    <DataTable<TPassenger>
      caption={t('desk:details.passengers')}
      rows={booking.passenger_list}
      rowKey={(p) => p.ref}
      columns={[
        {
          key: 'name',
          header: t('travellers:fields.name'),
          cell: (p) => (
            <>
              {nameOf(p)}
              {p.infant_of && byRef.get(p.infant_of) && (
                <span className="cell-sub">{t('desk:passengers.on_lap', { name: nameOf(byRef.get(p.infant_of)!) })}</span>
              )}
            </>
          ),
        },
        { key: 'type', header: t('travellers:fields.type'), cell: (p) => t(`travellers:types.${p.type}`) },
        { key: 'born', header: t('travellers:fields.born_on'), cell: (p) => (p.born_on ? formatDay(p.born_on) : '—') },
        {
          key: 'gender',
          header: t('travellers:fields.gender'),
          cell: (p) => (p.gender ? t(`travellers:genders.${p.gender}`, { defaultValue: p.gender }) : '—'),
        },
        { key: 'nationality', header: t('travellers:fields.nationality'), cell: (p) => p.nationality ?? '—' },
        {
          key: 'passport',
          header: t('travellers:fields.passport'),
          // A ticket sold outside Safar may come with the names only.
          cell: (p) =>
            p.passport_number ? (
              <>
                <bdi dir="ltr">{p.passport_number}</bdi> ({p.passport_country})
                {p.passport_expires_on && (
                  <span className="cell-sub">{t('desk:passengers.expires', { date: formatDay(p.passport_expires_on) })}</span>
                )}
              </>
            ) : (
              '—'
            ),
        },
        // A product the agency sells itself has no tickets.
        ...(booking.product === 'flight'
          ? [
              {
                key: 'ticket',
                header: t('desk:fields.ticket_number'),
                cell: (p: TPassenger) => (p.ticket_number ? <bdi dir="ltr">{p.ticket_number}</bdi> : t('desk:passengers.no_ticket')),
              },
            ]
          : []),
      ]}
    />
  );
}

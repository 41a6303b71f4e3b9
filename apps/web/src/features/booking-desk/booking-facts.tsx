import type { TBookingDetails } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount } from '@/features/money/amount';
import { formatNumber } from '@/lib/i18n';
import { formatInZone } from './deadline-time';
import { bookingsHref, transactionHref, type TDeskArea } from './desk-area';

export interface BookingFactsProps {
  booking: TBookingDetails;
  area: TDeskArea;
  /** Ledger references open the ledger (finance staff); others see them as text. */
  canOpenLedger: boolean;
}

/** Who booked what for whom: agency, channel, supplier, PNR, route, contact, people, money and its ledger references. */
export function BookingFacts({ booking: b, area, canOpenLedger }: BookingFactsProps) {
  const { t } = useTranslation('desk');
  const reference = (ref: { reference: string } | null) =>
    ref && (canOpenLedger ? <Link to={transactionHref(ref.reference)}>{ref.reference}</Link> : ref.reference);
  const facts: [string, ReactNode][] = [
    ['agency', b.agency ? <Link to={bookingsHref(area, { agency: b.agency.id, agency_name: b.agency.name })}>{b.agency.name}</Link> : '—'],
    ['channel', t(`desk:channels.${b.channel}`, { defaultValue: b.channel })],
    // A product the agency sells itself has no supplier to name nor PNR: its title says what it is.
    ...(b.product === 'flight'
      ? ([
          ['supplier', <bdi key="s">{b.supplier}</bdi>],
          ['pnr', b.pnr ? <bdi dir="ltr">{b.pnr}</bdi> : '—'],
        ] as [string, ReactNode][])
      : []),
    b.title === null ? ['route', t('desk:route', { origin: b.origin, destination: b.destination })] : ['product', b.title],
    ['departs_at', <time dateTime={b.departs_at}>{formatInZone(b.departs_at, b.deadlines.time_zone)}</time>],
    ['travellers', formatNumber(b.passengers)],
    ['contact_email', <bdi key="e">{b.contact.email}</bdi>],
    ['contact_phone', <bdi dir="ltr">{b.contact.phone}</bdi>],
    // Staff booking for one of the agency's agents: "Reem Reservation for Ali Agent".
    // A visitor who booked on the storefront without an account: no one to name.
    [
      'created_by',
      !b.created_by
        ? t('desk:booked_by_visitor')
        : b.on_behalf_of
          ? t('desk:booked_by_for', { staff: b.created_by.name, agent: b.on_behalf_of.name })
          : b.created_by.name,
    ],
    ['created_at', <time dateTime={b.created_at}>{formatInZone(b.created_at, b.deadlines.time_zone)}</time>],
    ['due', <Amount minor={b.due_minor} currency={b.currency} />],
    ['markup', <Amount minor={b.markup_minor} currency={b.currency} />],
    ['gross', <Amount minor={b.gross_minor} currency={b.currency} />],
    ['payment', reference(b.payment) ?? '—'],
    ['refund', reference(b.refund) ?? '—'],
  ];
  return (
    <dl className="people-details">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{t(`desk:fields.${name}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { TBookingDetails } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { bookedExtraLines } from '@/features/agent-bookings/booked-extras';
import { Amount } from '@/features/money/amount';
import { formatNumber } from '@/lib/i18n';

/** A line of the table: a passenger type's fare, or a bag or seat booked with the flight. */
interface TLine {
  key: string;
  what: ReactNode;
  count: number;
  net?: number | undefined;
  margin?: number | undefined;
  due: number;
  markup: number;
  gross: number;
}

/**
 * The price per passenger type, for one passenger: what the wallet pays, the agent's markup and
 * the customer's price; finance staff also get the net and the airline margin (the API sends
 * them to those who may see them, so the columns follow what came). The bags and seats booked
 * with the flight follow, each for its passenger at its price: they carry no margin.
 */
export function BookingPrices({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation(['desk', 'travellers', 'flights']);
  const money = (minor: number | undefined) => (minor === undefined ? '—' : <Amount minor={minor} currency={booking.currency} />);
  const full = booking.price_lines.some((l) => l.net_minor !== undefined);
  const rows: TLine[] = [
    ...booking.price_lines.map((l) => ({
      key: l.type,
      what: t(`travellers:types.${l.type}`),
      count: l.count,
      net: l.net_minor,
      margin: l.airline_margin_minor,
      due: l.due_minor,
      markup: l.markup_minor,
      gross: l.gross_minor,
    })),
    ...bookedExtraLines(booking, t).map(({ extra, name, passenger }, i) => ({
      key: `extra-${i}`,
      what: (
        <>
          {name}
          <span className="cell-sub">
            <bdi dir="ltr">{passenger}</bdi>
          </span>
        </>
      ),
      count: extra.quantity,
      ...(full ? { net: extra.unit_minor, margin: 0 } : {}),
      due: extra.unit_minor,
      markup: 0,
      gross: extra.unit_minor,
    })),
  ];
  const columns: DataTableColumn<TLine>[] = [
    { key: 'type', header: t('travellers:fields.type'), cell: (l) => l.what },
    { key: 'count', header: t('desk:prices.count'), align: 'end', cell: (l) => formatNumber(l.count) },
    ...(full
      ? [
          { key: 'net', header: t('desk:prices.net'), align: 'end' as const, cell: (l: TLine) => money(l.net) },
          { key: 'margin', header: t('desk:prices.airline_margin'), align: 'end' as const, cell: (l: TLine) => money(l.margin) },
        ]
      : []),
    { key: 'due', header: t('desk:fields.due'), align: 'end', cell: (l) => money(l.due) },
    { key: 'markup', header: t('desk:fields.markup'), align: 'end', cell: (l) => money(l.markup) },
    { key: 'gross', header: t('desk:fields.gross'), align: 'end', cell: (l) => money(l.gross) },
  ];
  return <DataTable caption={t('desk:prices.caption')} columns={columns} rows={rows} rowKey={(l) => l.key} />;
}

import type { TBookingDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Amount } from '@/features/money/amount';
import { formatNumber } from '@/lib/i18n';

type TLine = TBookingDetails['price_lines'][number];

/**
 * The price per passenger type, for one passenger: what the wallet pays, the agent's markup and
 * the customer's price; finance staff also get the net and the airline margin (the API sends
 * them to those who may see them, so the columns follow what came).
 */
export function BookingPrices({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation(['desk', 'travellers']);
  const money = (minor: number | undefined) => (minor === undefined ? '—' : <Amount minor={minor} currency={booking.currency} />);
  const full = booking.price_lines.some((l) => l.net_minor !== undefined);
  const columns: DataTableColumn<TLine>[] = [
    { key: 'type', header: t('travellers:fields.type'), cell: (l) => t(`travellers:types.${l.type}`) },
    { key: 'count', header: t('desk:prices.count'), align: 'end', cell: (l) => formatNumber(l.count) },
    ...(full
      ? [
          { key: 'net', header: t('desk:prices.net'), align: 'end' as const, cell: (l: TLine) => money(l.net_minor) },
          {
            key: 'margin',
            header: t('desk:prices.airline_margin'),
            align: 'end' as const,
            cell: (l: TLine) => money(l.airline_margin_minor),
          },
        ]
      : []),
    { key: 'due', header: t('desk:fields.due'), align: 'end', cell: (l) => money(l.due_minor) },
    { key: 'markup', header: t('desk:fields.markup'), align: 'end', cell: (l) => money(l.markup_minor) },
    { key: 'gross', header: t('desk:fields.gross'), align: 'end', cell: (l) => money(l.gross_minor) },
  ];
  return <DataTable caption={t('desk:prices.caption')} columns={columns} rows={booking.price_lines} rowKey={(l) => l.type} />;
}

import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/i18n';

/** A bag or a seat as a price line names it; a seat's flight when it is known ("KHI → DXB, EK601"). */
export type TExtraItem =
  | { kind: 'bag'; bag_kind: 'checked' | 'carry_on'; kg: number | null; quantity: number }
  | { kind: 'seat'; designator: string; segment: { from: string; to: string; flight: string } | null; quantity: number };

/**
 * "Extra checked bag, 23 kg × 2", "Seat 12A on KHI → DXB, EK601": one extra as the checkout and
 * a booking's details list it (the `flights` namespace holds the words).
 */
export function extraLabel(t: TFunction, item: TExtraItem): string {
  const name =
    item.kind === 'bag'
      ? t(item.kg === null ? `flights:extras.item_bag_${item.bag_kind}` : `flights:extras.item_bag_${item.bag_kind}_kg`, {
          kg: item.kg === null ? '' : formatNumber(item.kg),
        })
      : item.segment
        ? t('flights:extras.item_seat_on', { designator: item.designator, segment: t('flights:extras.segment', item.segment) })
        : t('flights:extras.item_seat', { designator: item.designator });
  return item.quantity === 1 ? name : t('flights:extras.item_count', { item: name, n: formatNumber(item.quantity) });
}

import { isolateLtr } from '@/core/pdf/pdf-text';
import type { TPricedLine } from '@/modules/flights/pricing/price-offer';
import type { TBookedExtra } from '../booking-extras';
import type { TDocumentFacts } from './document-facts';

export interface TDocumentPrice {
  heading: string;
  lines: { label: string; each: string; amount: string }[];
  total: { label: string; amount: string };
  note: string;
}

/**
 * The price: on the agency's copy what the agency pays (the net with the airline margin, as the
 * wallet was charged), on its customer's the customer's price (with the agent's markup). The
 * extras booked with the flight follow the fares, each for its passenger: they carry no margin,
 * so both copies show them at the same price.
 */
export function documentPrice(
  facts: TDocumentFacts,
  customerCopy: boolean,
  t: (key: string, params?: Record<string, unknown>) => string,
  money: (minor: number) => string,
): TDocumentPrice {
  const { booking } = facts;
  const unit = (l: TPricedLine) => (customerCopy ? l.unit.gross_minor : l.unit.after_airline_minor);
  const names = new Map(facts.passengers.map((p) => [p.ref, `${p.givenName} ${p.familyName}`]));
  const segments = facts.offer.slices.flatMap((s) => s.segments);
  const extraLabel = (e: TBookedExtra) => {
    const passenger = isolateLtr(names.get(e.passenger_ref) ?? e.passenger_ref);
    if (e.kind === 'bag') return t(e.kg === null ? `extra_bag_${e.bag_kind}` : `extra_bag_${e.bag_kind}_kg`, { kg: e.kg, passenger });
    const segment = segments[e.segment_index];
    return t('extra_seat', {
      designator: isolateLtr(e.designator),
      origin: segment?.origin ?? '—',
      destination: segment?.destination ?? '—',
      passenger,
    });
  };
  return {
    heading: t(customerCopy ? 'price' : 'amount_due'),
    lines: [
      ...(booking.priceLines as TPricedLine[]).map((l) => ({
        label: t('passengers_of', { count: l.count, type: t(`passenger_${l.type}`) }),
        each: t('each', { amount: money(unit(l)) }),
        amount: money(unit(l) * l.count),
      })),
      ...(booking.extras as TBookedExtra[]).map((e) => ({
        label: e.quantity === 1 ? extraLabel(e) : t('extra_count', { count: e.quantity, extra: extraLabel(e) }),
        each: t('each_item', { amount: money(e.unit_minor) }),
        amount: money(e.unit_minor * e.quantity),
      })),
    ],
    total: { label: t('total'), amount: money(customerCopy ? booking.grossMinor : booking.dueMinor) },
    note: t(customerCopy ? 'price_note' : 'agency_price_note', { currency: booking.currency }),
  };
}

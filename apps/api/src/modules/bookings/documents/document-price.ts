import type { TPricedLine } from '@/modules/flights/pricing/price-offer';
import type { TDocumentFacts } from './document-facts';

export interface TDocumentPrice {
  heading: string;
  lines: { label: string; each: string; amount: string }[];
  total: { label: string; amount: string };
  note: string;
}

/**
 * The price: on the agency's copy what the agency pays (the net with the airline margin, as the
 * wallet was charged), on its customer's the customer's price (with the agent's markup).
 */
export function documentPrice(
  facts: TDocumentFacts,
  customerCopy: boolean,
  t: (key: string, params?: Record<string, unknown>) => string,
  money: (minor: number) => string,
): TDocumentPrice {
  const { booking } = facts;
  const unit = (l: TPricedLine) => (customerCopy ? l.unit.gross_minor : l.unit.after_airline_minor);
  return {
    heading: t(customerCopy ? 'price' : 'amount_due'),
    lines: (booking.priceLines as TPricedLine[]).map((l) => ({
      label: t('passengers_of', { count: l.count, type: t(`passenger_${l.type}`) }),
      each: t('each', { amount: money(unit(l)) }),
      amount: money(unit(l) * l.count),
    })),
    total: { label: t('total'), amount: money(customerCopy ? booking.grossMinor : booking.dueMinor) },
    note: t(customerCopy ? 'price_note' : 'agency_price_note', { currency: booking.currency }),
  };
}

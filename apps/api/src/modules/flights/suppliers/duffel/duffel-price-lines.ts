import type { TPassengerType } from '@safar/contracts';
import type { TSupplierPassengerPrice } from '@/modules/flights/suppliers/supplier';
import { apportion } from './duffel-money';

/*
 * Duffel prices an offer as a whole (`total_amount`, `base_amount`, `tax_amount` for all
 * passengers) and gives no amount per passenger. The app shows and quotes per passenger type,
 * so the adapter derives the lines:
 *
 * - each passenger gets a share of the total and of the base fare in proportion to a weight,
 *   adult 100 : child 75 : infant 10 (the usual relation of airline child and lap-infant fares);
 *   passengers of one type get equal shares. This is an estimate of the split, never of the sum;
 * - shares are whole minor units, rounded down, and the units left over go one each to the
 *   earliest passengers, so Σ (count × per-passenger total) is the offer total exactly; the base
 *   fare is split the same way and tax is total − base per passenger (in the rare case where
 *   the base's leftover unit would land on a passenger whose total did not get one, that unit
 *   stays in tax, so no tax is ever negative);
 * - passengers of one type whose shares differ by a unit (3 adults sharing 1000 cents) become
 *   two lines of that type (1 × 334, 2 × 333) rather than a rounded single line.
 */

export const PASSENGER_WEIGHTS: Record<TPassengerType, number> = { adult: 100, child: 75, infant: 10 };

const TYPE_ORDER: TPassengerType[] = ['adult', 'child', 'infant'];

export function derivePriceLines(passengerTypes: TPassengerType[], totalMinor: number, baseMinor: number): TSupplierPassengerPrice[] {
  if (passengerTypes.length === 0) return [];
  // Passengers in a fixed order (adults first) so the leftover units land on adults.
  const ordered = [...passengerTypes].sort((a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b));
  const weights = ordered.map((type) => PASSENGER_WEIGHTS[type]);
  // A base fare Duffel reports above the total cannot be split into non-negative taxes.
  const base = Math.min(Math.max(baseMinor, 0), totalMinor);
  const totals = apportion(totalMinor, weights);
  const bases = apportion(base, weights);

  const lines: TSupplierPassengerPrice[] = [];
  ordered.forEach((type, i) => {
    const totalShare = totals[i] ?? 0;
    const baseShare = Math.min(bases[i] ?? 0, totalShare);
    const same = lines.find((l) => l.type === type && l.totalMinor === totalShare && l.baseMinor === baseShare);
    if (same) same.count += 1;
    else lines.push({ type, count: 1, baseMinor: baseShare, taxMinor: totalShare - baseShare, totalMinor: totalShare });
  });
  return lines;
}

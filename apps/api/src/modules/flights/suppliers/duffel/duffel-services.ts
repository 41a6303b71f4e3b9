import type { OfferAvailableService, OfferAvailableServiceBaggage, SeatMap, SeatMapCabinRowSectionElementSeat } from '@duffel/api/types';
import type { TPassengerType } from '@safar/contracts';
import { SupplierError, type TSupplierBag, type TSupplierSeat } from '@/modules/flights/suppliers/supplier';
import { decimalToMinor } from './duffel-money';
import type { TDuffelOfferPayload } from './duffel-offer-mapper';

/*
 * Duffel sells extras per passenger: one bag service per passenger (and per group of
 * segments), one seat service per passenger and seat. The app offers an extra to passenger
 * types and says later which traveller takes it, so services are grouped:
 *
 * - bags with the same kind, weight, price and segments become one bag, keyed `bag:<id of one
 *   of them>`; seats are keyed `seat:<segment index>:<designator>`;
 * - at booking the key is resolved against Duffel's current services for the traveller's own
 *   Duffel passenger (a fresh read, which also catches an extra that is no longer on sale).
 */

const isBag = (service: OfferAvailableService): service is OfferAvailableServiceBaggage => service.type === 'baggage';

function bagSignature(service: OfferAvailableServiceBaggage, payload: TDuffelOfferPayload): string {
  const segments = service.segment_ids.map((id) => payload.segmentIds.indexOf(id)).sort((a, b) => a - b);
  return [
    service.metadata?.type,
    service.metadata?.maximum_weight_kg ?? '',
    service.total_amount,
    service.total_currency,
    segments.join('.'),
  ].join('|');
}

export function mapBags(services: OfferAvailableService[], payload: TDuffelOfferPayload, currency: string): TSupplierBag[] {
  const typeOf = new Map(payload.passengers.map((p) => [p.id, p.type]));
  const groups = new Map<string, OfferAvailableServiceBaggage[]>();
  for (const service of services.filter(isBag)) {
    if (service.total_currency !== currency) continue;
    const signature = bagSignature(service, payload);
    groups.set(signature, [...(groups.get(signature) ?? []), service]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const types = new Set<TPassengerType>(group.flatMap((s) => s.passenger_ids.map((id) => typeOf.get(id) ?? 'adult')));
    return {
      key: `bag:${first.id}`,
      kind: first.metadata?.type === 'carry_on' ? 'carry_on' : 'checked',
      kg: first.metadata?.maximum_weight_kg ?? null,
      passengerTypes: (['adult', 'child', 'infant'] as const).filter((t) => types.has(t)),
      priceMinor: decimalToMinor(first.total_amount, currency),
      maxQuantity: Math.min(...group.map((s) => s.maximum_quantity)),
    };
  });
}

type TSeatElement = SeatMapCabinRowSectionElementSeat;
const isSeat = (element: { type: string }): element is TSeatElement =>
  element.type === 'seat' || element.type === 'restricted_seat_general';

type TRow = { sections: { elements: { type: string }[] }[] };
const hasExit = (row: TRow | undefined) => !!row?.sections.some((s) => s.elements.some((e) => e.type === 'exit_row'));

/**
 * Window and aisle from where the seat sits in its row (sections are split by aisles). Duffel
 * marks exits with `exit_row` elements, in the seat row itself or in a row of their own just
 * before it.
 */
function seatFeatures(rows: TRow[], rowIndex: number, sectionIndex: number, elementIndex: number): string[] {
  const features: string[] = [];
  const sections = rows[rowIndex]!.sections;
  const section = sections[sectionIndex]!;
  const firstSection = sectionIndex === 0;
  const lastSection = sectionIndex === sections.length - 1;
  const atStart = elementIndex === 0;
  const atEnd = elementIndex === section.elements.length - 1;
  if ((firstSection && atStart) || (lastSection && atEnd)) features.push('window');
  if ((!firstSection && atStart) || (!lastSection && atEnd)) features.push('aisle');
  if (hasExit(rows[rowIndex]) || hasExit(rows[rowIndex - 1])) features.push('exit_row');
  return features;
}

export function mapSeats(seatMaps: SeatMap[], payload: TDuffelOfferPayload, currency: string): TSupplierSeat[] {
  const seats: TSupplierSeat[] = [];
  for (const map of seatMaps) {
    const segmentIndex = payload.segmentIds.indexOf(map.segment_id);
    if (segmentIndex < 0) continue;
    for (const cabin of map.cabins ?? [])
      (cabin.rows ?? []).forEach((row, rowIndex) =>
        row.sections.forEach((section, sectionIndex) =>
          section.elements.forEach((element, elementIndex) => {
            if (!isSeat(element)) return;
            const priced = (element.available_services ?? []).filter((s) => s.total_currency === currency);
            const prices = priced.map((s) => decimalToMinor(s.total_amount, currency));
            seats.push({
              key: `seat:${segmentIndex}:${element.designator}`,
              segmentIndex,
              designator: element.designator,
              available: element.type === 'seat' && prices.length > 0,
              priceMinor: prices.length ? Math.min(...prices) : 0,
              features: seatFeatures(cabin.rows, rowIndex, sectionIndex, elementIndex),
            });
          }),
        ),
      );
  }
  return seats;
}

/** Sold out or withdrawn since it was listed. */
const gone = (what: string) => new SupplierError('offer_gone', `Duffel no longer sells ${what}`);
/** On sale, but not to this traveller (a lap infant gets no seat or bag of its own). */
const notForTraveller = (what: string) => new SupplierError('rejected', `Duffel does not sell ${what} to this traveller`);

/** The Duffel service id behind a bag key for one Duffel passenger. */
export function resolveBag(
  key: string,
  passengerId: string,
  services: OfferAvailableService[],
  payload: TDuffelOfferPayload,
  currency: string,
) {
  const bags = services.filter(isBag);
  const chosen = bags.find((s) => `bag:${s.id}` === key);
  if (!chosen) throw gone('this bag');
  const signature = bagSignature(chosen, payload);
  const own = bags.find((s) => bagSignature(s, payload) === signature && s.passenger_ids.includes(passengerId));
  if (!own) throw notForTraveller('this bag');
  return { id: own.id, priceMinor: decimalToMinor(own.total_amount, currency) };
}

/** The Duffel service id behind a seat key for one Duffel passenger. */
export function resolveSeat(key: string, passengerId: string, seatMaps: SeatMap[], payload: TDuffelOfferPayload, currency: string) {
  const [, index, designator] = key.split(':');
  const segmentId = payload.segmentIds[Number(index)];
  const map = seatMaps.find((m) => m.segment_id === segmentId);
  const elements = (map?.cabins ?? []).flatMap((c) => c.rows.flatMap((r) => r.sections.flatMap((s) => s.elements)));
  const seat = elements.filter(isSeat).find((e) => e.designator === designator);
  const services = seat?.type === 'seat' ? (seat.available_services ?? []) : [];
  if (services.length === 0) throw gone(`seat ${designator ?? key}`);
  const service = services.find((s) => s.passenger_id === passengerId);
  if (!service) throw notForTraveller(`seat ${designator ?? key}`);
  return { id: service.id, priceMinor: decimalToMinor(service.total_amount, currency) };
}

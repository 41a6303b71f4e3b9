import { CABIN_CLASSES, isLocalDateTime, localToUtcMs, PASSENGER_TYPES } from '@safar/contracts';
import type { TSupplierOffer, TSupplierSearchRequest, TSupplierServices } from './supplier';

/**
 * What every adapter's answers must satisfy, as lists of problems (empty when well-formed), so
 * a failing contract test names each broken field instead of one opaque assertion.
 */

const IATA_AIRPORT = /^[A-Z]{3}$/;
const IATA_AIRLINE = /^[A-Z0-9]{2}$/;
const FLIGHT_NUMBER = /^\d{1,4}[A-Z]?$/;
const CURRENCY = /^[A-Z]{3}$/;
const SEAT = /^\d{1,3}[A-Z]$/;
/** Suppliers round durations differently; a minute either way is the same duration. */
const MINUTE_SLACK = 1;

const isCount = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 0;
const isInstant = (s: unknown): boolean => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(s) && Number.isFinite(Date.parse(s));

export type TZoneOf = (iata: string) => string | undefined;

export interface TOfferCheck {
  request: TSupplierSearchRequest;
  nowMs: number;
  zoneOf: TZoneOf;
}

function sliceProblems(offer: TSupplierOffer, i: number, check: TOfferCheck): string[] {
  const problems: string[] = [];
  const slice = offer.slices[i]!;
  const asked = check.request.slices[i]!;
  const at = `slice ${i}`;
  if (slice.segments.length === 0) return [`${at}: no segments`];
  const first = slice.segments[0]!;
  const last = slice.segments[slice.segments.length - 1]!;
  if (first.origin !== asked.origin) problems.push(`${at}: leaves ${first.origin}, asked ${asked.origin}`);
  if (last.destination !== asked.destination) problems.push(`${at}: arrives at ${last.destination}, asked ${asked.destination}`);
  if (first.departureLocal.slice(0, 10) !== asked.departureDate)
    problems.push(`${at}: leaves on ${first.departureLocal}, asked ${asked.departureDate}`);
  let previousArrival: number | null = null;
  let flown = 0;
  slice.segments.forEach((s, j) => {
    const seg = `${at} segment ${j}`;
    if (!IATA_AIRLINE.test(s.marketingCarrier)) problems.push(`${seg}: marketing carrier ${s.marketingCarrier}`);
    if (s.operatingCarrier !== null && !IATA_AIRLINE.test(s.operatingCarrier))
      problems.push(`${seg}: operating carrier ${s.operatingCarrier}`);
    if (!FLIGHT_NUMBER.test(s.flightNumber)) problems.push(`${seg}: flight number ${s.flightNumber}`);
    if (!IATA_AIRPORT.test(s.origin) || !IATA_AIRPORT.test(s.destination)) problems.push(`${seg}: airports ${s.origin}-${s.destination}`);
    if (j > 0 && slice.segments[j - 1]!.destination !== s.origin) problems.push(`${seg}: does not leave from where the last one landed`);
    if (!isLocalDateTime(s.departureLocal) || !isLocalDateTime(s.arrivalLocal)) {
      problems.push(`${seg}: local times ${s.departureLocal} / ${s.arrivalLocal} are not YYYY-MM-DDTHH:mm`);
      return;
    }
    if (!Number.isInteger(s.durationMinutes) || s.durationMinutes <= 0) problems.push(`${seg}: duration ${s.durationMinutes}`);
    flown += s.durationMinutes;
    const fromZone = check.zoneOf(s.origin);
    const toZone = check.zoneOf(s.destination);
    if (!fromZone || !toZone) return void problems.push(`${seg}: no time zone known for ${fromZone ? s.destination : s.origin}`);
    const dep = localToUtcMs(s.departureLocal, fromZone);
    const arr = localToUtcMs(s.arrivalLocal, toZone);
    if (arr <= dep) problems.push(`${seg}: lands (${s.arrivalLocal} ${toZone}) before it leaves (${s.departureLocal} ${fromZone})`);
    if (Math.abs((arr - dep) / 60_000 - s.durationMinutes) > MINUTE_SLACK)
      problems.push(`${seg}: says ${s.durationMinutes} min, its times say ${(arr - dep) / 60_000}`);
    if (previousArrival !== null && dep <= previousArrival) problems.push(`${seg}: leaves before the previous segment lands`);
    previousArrival = arr;
  });
  const fromZone = check.zoneOf(first.origin);
  const toZone = check.zoneOf(last.destination);
  if (fromZone && toZone && isLocalDateTime(first.departureLocal) && isLocalDateTime(last.arrivalLocal)) {
    const total = (localToUtcMs(last.arrivalLocal, toZone) - localToUtcMs(first.departureLocal, fromZone)) / 60_000;
    if (Math.abs(total - slice.durationMinutes) > MINUTE_SLACK)
      problems.push(`${at}: says ${slice.durationMinutes} min, its times say ${total}`);
  }
  if (slice.durationMinutes + MINUTE_SLACK * slice.segments.length < flown) problems.push(`${at}: shorter than its segments together`);
  return problems;
}

function priceProblems(offer: TSupplierOffer, request: TSupplierSearchRequest): string[] {
  const problems: string[] = [];
  const asked = { adult: request.adults, child: request.children, infant: request.infants };
  const got = { adult: 0, child: 0, infant: 0 };
  let sum = 0;
  for (const p of offer.passengers) {
    if (!PASSENGER_TYPES.includes(p.type)) problems.push(`passenger type ${p.type}`);
    else got[p.type] += p.count;
    for (const [field, value] of Object.entries({ count: p.count, baseMinor: p.baseMinor, taxMinor: p.taxMinor, totalMinor: p.totalMinor }))
      if (!isCount(value)) problems.push(`${p.type} ${field} ${value} is not a non-negative integer`);
    if (p.baseMinor + p.taxMinor !== p.totalMinor)
      problems.push(`${p.type}: base ${p.baseMinor} + tax ${p.taxMinor} ≠ total ${p.totalMinor}`);
    sum += p.count * p.totalMinor;
  }
  for (const type of PASSENGER_TYPES) if (got[type] !== asked[type]) problems.push(`${got[type]} ${type} priced, ${asked[type]} asked`);
  if (!isCount(offer.totalMinor) || offer.totalMinor !== sum)
    problems.push(`total ${offer.totalMinor} ≠ Σ count × per-passenger total ${sum}`);
  return problems;
}

/** Problems with one offer answering `check.request` (empty when it is well-formed). */
export function offerProblems(offer: TSupplierOffer, check: TOfferCheck): string[] {
  const problems: string[] = [];
  const { request } = check;
  if (typeof offer.key !== 'string' || offer.key.length === 0) problems.push('no key');
  if (!IATA_AIRLINE.test(offer.validatingCarrier)) problems.push(`validating carrier ${offer.validatingCarrier}`);
  if (!CABIN_CLASSES.includes(offer.cabin)) problems.push(`cabin ${offer.cabin}`);
  if (!CURRENCY.test(offer.currency)) problems.push(`currency ${offer.currency}`);
  if (offer.slices.length !== request.slices.length) problems.push(`${offer.slices.length} slices for ${request.slices.length} asked`);
  else offer.slices.forEach((_, i) => problems.push(...sliceProblems(offer, i, check)));
  problems.push(...priceProblems(offer, request));
  const b = offer.baggage;
  if (![b.carryOnPieces, b.checkedPieces].every(isCount) || ![b.carryOnKg, b.checkedKg].every((kg) => kg === null || isCount(kg)))
    problems.push(`baggage ${JSON.stringify(b)}`);
  for (const [name, p] of [['refund', offer.refund] as const, ['change', offer.change] as const])
    if (typeof p.allowed !== 'boolean' || !(p.penaltyMinor === null || isCount(p.penaltyMinor)))
      problems.push(`${name} ${JSON.stringify(p)}`);
  const seated = request.adults + request.children;
  if (offer.seatsLeft !== null && (!isCount(offer.seatsLeft) || offer.seatsLeft < seated))
    problems.push(`${offer.seatsLeft} seats left for ${seated} travellers`);
  if (!isInstant(offer.expiresAt) || Date.parse(offer.expiresAt) <= check.nowMs)
    problems.push(`expires at ${offer.expiresAt}, not in the future`);
  if (offer.ticketingDeadline !== null && !isInstant(offer.ticketingDeadline))
    problems.push(`ticketing deadline ${offer.ticketingDeadline}`);
  return problems;
}

/** Problems with the services of an offer of `segments` segments (empty when well-formed). */
export function servicesProblems(services: TSupplierServices, segments: number): string[] {
  const problems: string[] = [];
  if (!CURRENCY.test(services.currency)) problems.push(`currency ${services.currency}`);
  const keys = new Set<string>();
  const unique = (key: string) => {
    if (typeof key !== 'string' || key.length === 0 || keys.has(key)) problems.push(`service key ${key} empty or repeated`);
    keys.add(key);
  };
  for (const bag of services.bags) {
    unique(bag.key);
    if (bag.kind !== 'checked' && bag.kind !== 'carry_on') problems.push(`bag ${bag.key}: kind ${bag.kind}`);
    if (bag.kg !== null && !(isCount(bag.kg) && bag.kg > 0)) problems.push(`bag ${bag.key}: kg ${bag.kg}`);
    if (bag.passengerTypes.length === 0 || bag.passengerTypes.some((t) => !PASSENGER_TYPES.includes(t)))
      problems.push(`bag ${bag.key}: passenger types`);
    if (!isCount(bag.priceMinor)) problems.push(`bag ${bag.key}: price ${bag.priceMinor}`);
    if (!(Number.isInteger(bag.maxQuantity) && bag.maxQuantity >= 1)) problems.push(`bag ${bag.key}: max quantity ${bag.maxQuantity}`);
  }
  const designators = new Set<string>();
  for (const seat of services.seats) {
    unique(seat.key);
    if (!Number.isInteger(seat.segmentIndex) || seat.segmentIndex < 0 || seat.segmentIndex >= segments)
      problems.push(`seat ${seat.key}: segment ${seat.segmentIndex} of ${segments}`);
    if (!SEAT.test(seat.designator)) problems.push(`seat ${seat.key}: designator ${seat.designator}`);
    const where = `${seat.segmentIndex}/${seat.designator}`;
    if (designators.has(where)) problems.push(`seat ${seat.designator} twice on segment ${seat.segmentIndex}`);
    designators.add(where);
    if (typeof seat.available !== 'boolean' || !isCount(seat.priceMinor) || !Array.isArray(seat.features))
      problems.push(`seat ${seat.key}: ${JSON.stringify(seat)}`);
  }
  return problems;
}

import type { TFlightDetails } from '@safar/contracts';
import type { TPricedOffer } from '../pricing/price-offer';
import { presentRow, type TRowContext } from './present-row';
import { wallMinutesBetween } from '../wall-clock';

export interface TDetailsContext extends TRowContext {
  airports: Map<string, { name: string; city: string }>;
  aircraft: Map<string, string>;
  /** A penalty in the supplier's currency, in the agency's. */
  convert: (supplierMinor: number) => number;
  exchange: TFlightDetails['exchange'];
  confirmed: boolean;
}

export function presentDetails(
  priced: TPricedOffer,
  flightId: string,
  query: { adults: number; children: number; infants: number; child_ages?: number[] | undefined; infant_ages?: number[] | undefined },
  ctx: TDetailsContext,
): TFlightDetails {
  const { offer } = priced;
  const airline = (code: string) => ({ code, name: ctx.airline(code)?.name ?? code });
  const place = (code: string, terminal: string | null) => {
    const a = ctx.airports.get(code);
    return { code, name: a?.name ?? code, city: a?.city ?? '', terminal };
  };
  const penalty = (p: { allowed: boolean; penaltyMinor: number | null }) => ({
    allowed: p.allowed,
    penalty_minor: p.penaltyMinor === null ? null : ctx.convert(p.penaltyMinor),
    currency: p.penaltyMinor === null ? null : priced.currency,
  });
  return {
    ...presentRow(priced, flightId, ctx),
    segments: offer.slices.map((slice) =>
      slice.segments.map((s, i) => ({
        airline: airline(s.marketingCarrier),
        operating_airline: s.operatingCarrier && s.operatingCarrier !== s.marketingCarrier ? airline(s.operatingCarrier) : null,
        flight_number: `${s.marketingCarrier} ${s.flightNumber}`,
        aircraft: s.aircraft ? { code: s.aircraft, name: ctx.aircraft.get(s.aircraft) ?? s.aircraft } : null,
        origin: place(s.origin, s.originTerminal),
        destination: place(s.destination, s.destinationTerminal),
        departure_local: s.departureLocal,
        arrival_local: s.arrivalLocal,
        duration_minutes: s.durationMinutes,
        layover_minutes: i === 0 ? null : wallMinutesBetween(slice.segments[i - 1]!.arrivalLocal, s.departureLocal),
      })),
    ),
    conditions: { refund: penalty(offer.refund), change: penalty(offer.change) },
    // The supplier's own price and the rate are the agency's business: admin and finance only.
    exchange: ctx.view === 'full' ? ctx.exchange : null,
    ticketing_deadline: offer.ticketingDeadline,
    passengers: {
      adults: query.adults,
      children: query.children,
      infants: query.infants,
      ...(query.child_ages?.length ? { child_ages: query.child_ages } : {}),
      ...(query.infant_ages?.length ? { infant_ages: query.infant_ages } : {}),
    },
    price_confirmed: ctx.confirmed,
  };
}

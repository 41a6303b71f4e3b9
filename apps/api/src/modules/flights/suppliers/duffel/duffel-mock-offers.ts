import { createHash } from 'node:crypto';
import { localToUtcMs, utcToLocal } from '@safar/contracts';
import { minorToDecimalString } from './duffel-money';
import { aircraft, airline, airport, flightMinutes, newId } from './duffel-mock-catalogue';
import { condition, fromUsdCents, price, templates, type TMockPassenger, type TMockSearch, type TTemplate } from './duffel-mock-fares';

/*
 * Offers the local Duffel mock answers, in the shape of Duffel's offer objects: slices of
 * segments with local times, durations, baggage per passenger, conditions, payment
 * requirements, and bags for sale (`available_services`). The fares come from duffel-mock-fares.
 */

const isoDuration = (minutes: number) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;

function segment(
  from: string,
  to: string,
  departsLocal: string,
  carrier: string,
  aircraftCode: string,
  passengers: TMockPassenger[],
  t: TTemplate,
  cabin: string,
) {
  const origin = airport(from);
  const destination = airport(to);
  const minutes = flightMinutes(from, to);
  const departs = localToUtcMs(departsLocal, origin.time_zone);
  const arrivesLocal = utcToLocal(departs + minutes * 60_000, destination.time_zone);
  const number = String(
    100 +
      (parseInt(
        createHash('sha1')
          .update(from + to + carrier)
          .digest('hex')
          .slice(0, 4),
        16,
      ) %
        900),
  );
  return {
    segment: {
      id: newId('seg'),
      origin,
      destination,
      origin_terminal: from === 'LHR' ? '5' : '1',
      destination_terminal: to === 'LHR' ? '5' : '1',
      departing_at: `${departsLocal}:00`,
      arriving_at: `${arrivesLocal}:00`,
      duration: isoDuration(minutes),
      distance: null,
      marketing_carrier: airline(carrier),
      operating_carrier: airline(carrier),
      marketing_carrier_flight_number: number,
      operating_carrier_flight_number: number,
      aircraft: aircraft(aircraftCode),
      stops: [],
      passengers: passengers.map((p) => ({
        passenger_id: p.id,
        cabin_class: cabin,
        cabin_class_marketing_name: cabin === 'economy' ? 'Economy' : cabin.replace('_', ' '),
        fare_basis_code: 'Y20LGTN2',
        cabin: null,
        baggages:
          p.type === 'infant_without_seat'
            ? []
            : [
                { type: 'checked', quantity: t.checked },
                { type: 'carry_on', quantity: t.carryOn },
              ],
      })),
    },
    arrivesEpoch: departs + minutes * 60_000,
  };
}

function slice(s: TMockSearch['slices'][number], t: TTemplate, search: TMockSearch) {
  const first = segment(
    s.origin,
    t.via ?? s.destination,
    `${s.departure_date}T${t.departs}`,
    t.carrier,
    t.aircraft,
    search.passengers,
    t,
    search.cabin,
  );
  const segments = [first.segment];
  let arrives = first.arrivesEpoch;
  if (t.via) {
    // A 2 h 15 min connection at the hub.
    const hubZone = airport(t.via).time_zone;
    const second = segment(
      t.via,
      s.destination,
      utcToLocal(first.arrivesEpoch + 135 * 60_000, hubZone),
      t.carrier,
      '388',
      search.passengers,
      t,
      search.cabin,
    );
    segments.push(second.segment);
    arrives = second.arrivesEpoch;
  }
  const departs = localToUtcMs(`${s.departure_date}T${t.departs}`, airport(s.origin).time_zone);
  return {
    id: newId('sli'),
    origin: airport(s.origin),
    origin_type: 'airport',
    destination: airport(s.destination),
    destination_type: 'airport',
    duration: isoDuration(Math.round((arrives - departs) / 60_000)),
    fare_brand_name: t.brand,
    segments,
    conditions: {
      refund_before_departure: condition(t.refund, search.currency),
      change_before_departure: condition(t.change, search.currency),
      priority_boarding: false,
      priority_check_in: false,
      advance_seat_selection: t.brand !== 'Basic',
    },
    comparison_key: createHash('sha1')
      .update(segments.map((x) => x.marketing_carrier_flight_number).join())
      .digest('hex')
      .slice(0, 12),
    ngs_shelf: t.brand === 'Basic' ? 1 : 2,
  };
}

function bagServices(search: TMockSearch, segmentIds: string[]) {
  return search.passengers
    .filter((p) => p.type !== 'infant_without_seat')
    .map((p) => ({
      id: newId('ase'),
      type: 'baggage',
      passenger_ids: [p.id],
      segment_ids: segmentIds,
      maximum_quantity: 2,
      total_amount: minorToDecimalString(fromUsdCents(4500, search.currency), search.currency),
      total_currency: search.currency,
      metadata: { type: 'checked', maximum_weight_kg: 23, maximum_length_cm: null, maximum_height_cm: null, maximum_depth_cm: null },
    }));
}

const firstDeparture = (slices: ReturnType<typeof slice>[]) => {
  const segment = slices[0]!.segments[0]!;
  return localToUtcMs(segment.departing_at.slice(0, 16), segment.origin.time_zone);
};

/**
 * A hold stands for 24 hours and its price for 12, both ending at the latest two hours before
 * the first flight (the price guarantee never outlives the hold); a flight too close to hold
 * must be paid at once.
 */
function holdDeadlines(nowMs: number, departsMs: number) {
  const payBy = Math.min(nowMs + 24 * 3_600_000, departsMs - 2 * 3_600_000);
  if (payBy <= nowMs) return { requires_instant_payment: true, payment_required_by: null, price_guarantee_expires_at: null };
  const guaranteeUntil = Math.min(nowMs + 12 * 3_600_000, payBy);
  return {
    requires_instant_payment: false,
    payment_required_by: new Date(payBy).toISOString(),
    price_guarantee_expires_at: new Date(guaranteeUntil).toISOString(),
  };
}

export function generateOffers(search: TMockSearch) {
  const first = search.slices[0];
  if (!first) return [];
  const currency = search.currency;
  const now = new Date(search.nowMs);
  return templates(first.origin, first.destination).map((t) => {
    const slices = search.slices.map((s) => slice(s, t, search));
    const amounts = price(search, t);
    const segmentIds = slices.flatMap((s) => s.segments.map((x) => x.id));
    return {
      id: newId('off'),
      live_mode: false,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      expires_at: new Date(search.nowMs + 30 * 60_000).toISOString(),
      total_amount: minorToDecimalString(amounts.total, currency),
      total_currency: currency,
      base_amount: minorToDecimalString(amounts.base, currency),
      base_currency: currency,
      tax_amount: minorToDecimalString(amounts.tax, currency),
      tax_currency: currency,
      total_emissions_kg: String(90 * segmentIds.length * search.passengers.length),
      owner: airline(t.carrier),
      passengers: search.passengers.map((p) => ({
        id: p.id,
        type: p.type,
        age: p.age,
        fare_type: null,
        loyalty_programme_accounts: [],
        given_name: null,
        family_name: null,
      })),
      slices,
      conditions: { refund_before_departure: condition(t.refund, currency), change_before_departure: condition(t.change, currency) },
      payment_requirements: t.holdable
        ? holdDeadlines(search.nowMs, firstDeparture(slices))
        : { requires_instant_payment: true, payment_required_by: null, price_guarantee_expires_at: null },
      passenger_identity_documents_required: search.documents?.required ?? false,
      supported_passenger_identity_document_types: [...(search.documents?.types ?? ['passport'])],
      supported_loyalty_programmes: [],
      private_fares: [],
      partial: false,
      available_services: bagServices(search, segmentIds),
    };
  });
}

export type TMockOffer = ReturnType<typeof generateOffers>[number];

import { GROUP_FARE_TYPES, type TGroupFareType, type TGroupLeg, type TGroupTicket, type TGroupTripType } from '@safar/contracts';
import { minorToDecimalString, currencyDigits, parseMoneyInput } from '@/lib/money';

/*
 * The group ticket form as its inputs hold it (text, so a half-typed value stays as typed), and
 * the request body made from it. The body goes through the contracts' schema like any form's;
 * amounts are typed in major units and turned into minor units here first.
 */

export interface TLegValues {
  flight_number: string;
  origin: string;
  destination: string;
  departure_local: string;
  arrival_local: string;
  aircraft: string;
  origin_terminal: string;
  destination_terminal: string;
}

export type TFareValues = Record<TGroupFareType, { net: string; selling: string }>;

export interface TGroupTicketFormValues {
  airline_code: string;
  title: string;
  trip_type: TGroupTripType;
  cabin_class: string;
  status: string;
  outbound_legs: TLegValues[];
  return_legs: TLegValues[];
  seats_total: string;
  currency: string;
  fares: TFareValues;
  carry_on_pieces: string;
  carry_on_kg: string;
  checked_pieces: string;
  checked_kg: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone. */
  booking_cutoff: string;
  refundable: boolean;
  change_penalty_note: string;
  refund_penalty_note: string;
  airline_pnr: string;
}

export const emptyLeg = (from = '', to = ''): TLegValues => ({
  flight_number: '',
  origin: from,
  destination: to,
  departure_local: '',
  arrival_local: '',
  aircraft: '',
  origin_terminal: '',
  destination_terminal: '',
});

export const EMPTY_GROUP_TICKET: TGroupTicketFormValues = {
  airline_code: '',
  title: '',
  trip_type: 'return',
  cabin_class: 'economy',
  status: 'active',
  outbound_legs: [emptyLeg()],
  return_legs: [emptyLeg()],
  seats_total: '',
  currency: 'PKR',
  fares: { adult: { net: '', selling: '' }, child: { net: '', selling: '' }, infant: { net: '', selling: '' } },
  carry_on_pieces: '1',
  carry_on_kg: '7',
  checked_pieces: '1',
  checked_kg: '23',
  booking_cutoff: '',
  refundable: false,
  change_penalty_note: '',
  refund_penalty_note: '',
  airline_pnr: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an instant with its offset, or '' when not a time. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

const legToValues = (leg: TGroupLeg): TLegValues => ({
  flight_number: leg.flight_number,
  origin: leg.origin,
  destination: leg.destination,
  departure_local: leg.departure_local,
  arrival_local: leg.arrival_local,
  aircraft: leg.aircraft ?? '',
  origin_terminal: leg.origin_terminal ?? '',
  destination_terminal: leg.destination_terminal ?? '',
});

export function groupTicketToValues(ticket: TGroupTicket): TGroupTicketFormValues {
  const digits = currencyDigits(ticket.currency);
  const amount = (minor: number) => minorToDecimalString(minor, digits);
  const fares = Object.fromEntries(
    GROUP_FARE_TYPES.map((type) => [
      type,
      { net: amount(ticket.fares[type].net_minor), selling: amount(ticket.fares[type].selling_minor) },
    ]),
  ) as TFareValues;
  return {
    airline_code: ticket.airline.iata_code,
    title: ticket.title ?? '',
    trip_type: ticket.trip_type,
    cabin_class: ticket.cabin_class,
    status: ticket.status,
    outbound_legs: ticket.outbound_legs.map(legToValues),
    return_legs: ticket.return_legs.length
      ? ticket.return_legs.map(legToValues)
      : [emptyLeg(ticket.destination.iata_code, ticket.origin.iata_code)],
    seats_total: String(ticket.seats_total),
    currency: ticket.currency,
    fares,
    carry_on_pieces: String(ticket.baggage.carry_on_pieces),
    carry_on_kg: ticket.baggage.carry_on_kg === null ? '' : String(ticket.baggage.carry_on_kg),
    checked_pieces: String(ticket.baggage.checked_pieces),
    checked_kg: ticket.baggage.checked_kg === null ? '' : String(ticket.baggage.checked_kg),
    booking_cutoff: toLocalInput(ticket.booking_cutoff_at),
    refundable: ticket.refundable,
    change_penalty_note: ticket.change_penalty_note ?? '',
    refund_penalty_note: ticket.refund_penalty_note ?? '',
    airline_pnr: ticket.airline_pnr ?? '',
  };
}

/** A whole number as typed, or NaN (the schema says what is wrong); blank is undefined, or null where blank means none. */
const whole = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const wholeOrNull = (text: string) => whole(text) ?? null;

/** A field's problem as a translation key with its parameters. */
export interface TFieldProblem {
  key: string;
  params?: Record<string, number>;
}

/**
 * The request body from the form, and the problems of the amounts typed (by the body's field
 * names, so they show where the server's would). A one-way block sends no return flights.
 */
export function groupTicketBody(values: TGroupTicketFormValues): {
  body: Record<string, unknown>;
  problems: Record<string, TFieldProblem>;
} {
  const problems: Record<string, TFieldProblem> = {};
  const fares: Record<string, { net_minor?: number; selling_minor?: number }> = {};
  for (const type of GROUP_FARE_TYPES) {
    fares[type] = {};
    for (const [side, field] of [
      ['net', 'net_minor'],
      ['selling', 'selling_minor'],
    ] as const) {
      const parsed = parseMoneyInput(values.fares[type][side], values.currency, { allowZero: !(type === 'adult' && side === 'selling') });
      if (parsed.ok) fares[type][field] = parsed.amount_minor;
      else problems[`fares.${type}.${field}`] = { key: parsed.error, ...(parsed.params ? { params: parsed.params } : {}) };
    }
  }
  const legs = (list: TLegValues[]) => list.map((leg) => ({ ...leg }));
  return {
    problems,
    body: {
      airline_code: values.airline_code,
      title: values.title,
      trip_type: values.trip_type,
      cabin_class: values.cabin_class,
      status: values.status,
      outbound_legs: legs(values.outbound_legs),
      return_legs: values.trip_type === 'return' ? legs(values.return_legs) : [],
      seats_total: whole(values.seats_total),
      currency: values.currency,
      fares,
      baggage: {
        carry_on_pieces: whole(values.carry_on_pieces),
        carry_on_kg: wholeOrNull(values.carry_on_kg),
        checked_pieces: whole(values.checked_pieces),
        checked_kg: wholeOrNull(values.checked_kg),
      },
      booking_cutoff_at: fromLocalInput(values.booking_cutoff) || undefined,
      refundable: values.refundable,
      change_penalty_note: values.change_penalty_note,
      refund_penalty_note: values.refund_penalty_note,
      airline_pnr: values.airline_pnr,
    },
  };
}

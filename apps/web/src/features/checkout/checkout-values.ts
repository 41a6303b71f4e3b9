import { searchedAgesOf, type TFlightDetails, type TPassengerType, type TTraveller, type TTripFacts } from '@safar/contracts';
import { EMPTY_PERSON, personInput, personOf, type TPersonValues } from '@/features/travellers/traveller-form-values';

/** One passenger's form: the person as a saved traveller's form has it, and its place in the party. */
export interface TPassengerValues extends TPersonValues {
  /** What the fare was priced for at this place in the party; the form asks an infant for its adult. */
  type: TPassengerType;
  /** An infant: the place (0-based) of the adult it travels on, as a string; '' when none is chosen. */
  infant_of: string;
  /** The saved traveller the form was filled from, kept with the booking's passenger. */
  traveller_id: string | null;
  traveller_number: string | null;
}

export type TPassengerField = Exclude<keyof TPassengerValues, 'type' | 'traveller_id' | 'traveller_number'>;

export interface TCheckoutValues {
  passengers: TPassengerValues[];
  email: string;
  phone: string;
  ticketing: 'hold' | 'now';
}

/** The form field (and the API's error key) of a passenger's field: `passengers.0.given_name`. */
export const passengerFieldName = (index: number, field: TPassengerField) => `passengers.${index}.${field}`;

/** The party the offer was priced for, adults first, then children, then infants: one form each. */
export function partyOf(flight: Pick<TFlightDetails, 'passengers'>): TPassengerType[] {
  const { adults, children, infants } = flight.passengers;
  return [
    ...Array<TPassengerType>(adults).fill('adult'),
    ...Array<TPassengerType>(children).fill('child'),
    ...Array<TPassengerType>(infants).fill('infant'),
  ];
}

const emptyPassenger = (type: TPassengerType, infantOf: string): TPassengerValues => ({
  ...EMPTY_PERSON,
  type,
  infant_of: infantOf,
  traveller_id: null,
  traveller_number: null,
});

/**
 * The empty form for the offer's party. Each infant starts on its own adult (the first infant on
 * the first adult…), which already keeps the one-infant-per-adult rule; the agent may change it.
 */
export function initialValues(flight: Pick<TFlightDetails, 'passengers'>): TCheckoutValues {
  let infants = 0;
  const passengers = partyOf(flight).map((type) => emptyPassenger(type, type === 'infant' ? String(infants++) : ''));
  return { passengers, email: '', phone: '', ticketing: 'hold' };
}

/**
 * What the passengers are checked against, as the API works it out from the same offer: the last
 * flight's day, the party, and the children's and infants' ages the search gave (on the last
 * slice's departure day).
 */
export function tripFactsOf(flight: Pick<TFlightDetails, 'segments' | 'passengers'>): TTripFacts {
  const lastSlice = flight.segments[flight.segments.length - 1] ?? [];
  const lastSegment = lastSlice[lastSlice.length - 1];
  return {
    lastFlightOn: (lastSegment?.departure_local ?? '').slice(0, 10),
    counts: { adult: flight.passengers.adults, child: flight.passengers.children, infant: flight.passengers.infants },
    searched: searchedAgesOf(flight.passengers, (lastSlice[0]?.departure_local ?? '').slice(0, 10)),
  };
}

/** A saved traveller's details in a passenger's form; the form's place in the party stays. */
export const travellerToPassenger = (current: TPassengerValues, t: TTraveller): TPassengerValues => ({
  ...current,
  ...personOf(t),
  traveller_id: t.id,
  traveller_number: t.number,
});

/** One passenger as the schemas read it: an unchosen select is missing, not ''. */
export function passengerInput(p: TPassengerValues): Record<string, unknown> {
  const { type: _type, infant_of: _infantOf, traveller_id: _id, traveller_number: _number, ...person } = p;
  return {
    ...personInput(person),
    ...(p.type === 'infant' ? { infant_of: p.infant_of === '' ? null : Number(p.infant_of) } : {}),
    ...(p.traveller_id ? { traveller_id: p.traveller_id } : {}),
  };
}

/** The whole form as POST /bookings reads it. */
export const bookingInput = (flightId: string, v: TCheckoutValues): Record<string, unknown> => ({
  flight_id: flightId,
  passengers: v.passengers.map(passengerInput),
  contact: { email: v.email, phone: v.phone },
  ticketing: v.ticketing,
});

/** "Adult 1", "Child 1", "Infant 2": the place of each form among its own type. */
export function placesInParty(types: readonly TPassengerType[]): number[] {
  const seen: Record<TPassengerType, number> = { adult: 0, child: 0, infant: 0 };
  return types.map((type) => (seen[type] += 1));
}

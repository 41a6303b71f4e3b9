import { invalid } from './duffel-mock-failure';
import type { TMockOffer } from './duffel-mock-offers';
import { ageOn } from './duffel-time';

/*
 * What the Duffel mock checks of an order's passengers before booking, as Duffel does: exactly
 * the offer's passengers; an email and an E.164 phone number for each; a real birth date, and
 * for a passenger searched by age, that age on the day the last slice departs; identity
 * documents when the offer requires them, only of a type it takes, and at most one each.
 */

type TJson = Record<string, unknown>;
export type TOrderPassenger = { id: string } & TJson;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const E164 = /^\+[1-9]\d{1,14}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const required = (field: string) => invalid('validation_required', 'Required field', `Field '${field}' can't be blank`);
const format = (field: string, message: string) => invalid('validation_format', 'Invalid format', `Field '${field}' ${message}`);

export function checkOrderPassengers(offer: TMockOffer, passengers: TOrderPassenger[], todayUtc: string): void {
  const wanted = offer.passengers.map((p) => p.id).sort();
  if (
    passengers
      .map((p) => p.id)
      .sort()
      .join() !== wanted.join()
  )
    throw invalid('invalid_passengers', 'Invalid passengers', 'Passengers must be exactly those of the offer');
  const lastSlice = offer.slices[offer.slices.length - 1]!;
  const lastDeparture = lastSlice.segments[0]!.departing_at.slice(0, 10);
  const documentTypes: string[] = offer.supported_passenger_identity_document_types;
  passengers.forEach((p, i) => {
    const field = (name: string) => `passengers[${i}].${name}`;
    const email = typeof p.email === 'string' ? p.email.trim() : '';
    if (!email) throw required(field('email'));
    if (!EMAIL.test(email)) throw format(field('email'), 'must be a valid email address');
    const phone = typeof p.phone_number === 'string' ? p.phone_number : '';
    if (!phone) throw required(field('phone_number'));
    if (!E164.test(phone)) throw format(field('phone_number'), 'must be a phone number in E.164 format, like +442080160509');
    const bornOn = typeof p.born_on === 'string' ? p.born_on : '';
    if (!DATE.test(bornOn) || Number.isNaN(Date.parse(bornOn))) throw format(field('born_on'), 'must be a date (YYYY-MM-DD)');
    if (bornOn > todayUtc) throw invalid('invalid_born_on', 'Invalid date of birth', `Field '${field('born_on')}' is in the future`);
    const searched = offer.passengers.find((o) => o.id === p.id)!;
    if (searched.age !== null && ageOn(bornOn, lastDeparture) !== searched.age)
      throw invalid(
        'passenger_age_mismatch',
        'Passenger age mismatch',
        `The passenger ${p.id} must be ${searched.age} years old on ${lastDeparture}, the departure date of the last slice, ` +
          'as in the offer request; search again with the passenger’s age',
      );
    const documents = p.identity_documents;
    if (documents === undefined || (Array.isArray(documents) && documents.length === 0)) {
      if (offer.passenger_identity_documents_required) throw required(field('identity_documents'));
      return;
    }
    if (!Array.isArray(documents) || documents.length > 1)
      throw invalid('invalid_identity_documents', 'Invalid identity documents', 'At most one identity document per passenger');
    const type = String((documents[0] as TJson | undefined)?.type ?? '');
    if (!documentTypes.includes(type))
      throw invalid(
        'unsupported_identity_document_type',
        'Unsupported identity document',
        `This offer does not take identity documents of type '${type}'` +
          (documentTypes.length ? ` (it takes ${documentTypes.join(', ')})` : ' (it takes none)'),
      );
  });
}

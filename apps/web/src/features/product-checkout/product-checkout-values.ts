import {
  ADULT_FROM_AGE,
  ageOn,
  CHILD_FROM_AGE,
  MAX_PRODUCT_TRAVELLERS,
  ZBookingPassenger,
  ZCreateProductBooking,
  type TBookableProduct,
  type TBookingPassenger,
  type TCreateProductBooking,
  type TPassengerType,
  type TRoomSharing,
} from '@safar/contracts';
import type { TFunction } from 'i18next';
import { passengerInput, type TPassengerValues } from '@/features/checkout/checkout-values';
import { issuesToFieldErrors, toI18nKey } from '@/features/forms/issue-message';
import type { TSchemaLike } from '@/features/forms/use-zod-form';
import { EMPTY_PERSON, formatDay } from '@/features/travellers/traveller-form-values';
import { parseMoneyInput } from '@/lib/money';

/*
 * The booking form of a product (a visa, a package departure, an insurance plan) as its inputs
 * hold it, and the body of POST /product-bookings made from it with the contract's schema. The
 * travellers' forms are the flight checkout's (PassengerFields), named as it names them
 * (`passengers.0.given_name`); the API names them `travellers.0.given_name`.
 */

export { MAX_PRODUCT_TRAVELLERS };

export type TPartyCounts = Record<TPassengerType, number>;

/** The party in the order the forms show it: adults, then children, then infants. */
export const partyOf = (counts: TPartyCounts): TPassengerType[] => [
  ...Array<TPassengerType>(counts.adult).fill('adult'),
  ...Array<TPassengerType>(counts.child).fill('child'),
  ...Array<TPassengerType>(counts.infant).fill('infant'),
];

export interface TProductCheckoutValues {
  /** Each type's travellers as typed, kept when the counts change (one fewer adult drops the last adult). */
  travellers: Record<TPassengerType, TPassengerValues[]>;
  email: string;
  phone: string;
  /** An agent's markup on the whole booking, as typed in the booking's currency; blank is none. */
  markup: string;
}

export const EMPTY_CHECKOUT: TProductCheckoutValues = {
  travellers: { adult: [], child: [], infant: [] },
  email: '',
  phone: '',
  markup: '',
};

export const emptyTraveller = (type: TPassengerType): TPassengerValues => ({
  ...EMPTY_PERSON,
  type,
  infant_of: '',
  traveller_id: null,
  traveller_number: null,
});

/** The n-th traveller of its type, for each place of the party. */
export function placesOf(party: readonly TPassengerType[]): number[] {
  const seen: TPartyCounts = { adult: 0, child: 0, infant: 0 };
  return party.map((type) => seen[type]++);
}

/** The travellers' forms for the party, each filled with what was typed for its place. */
export const travellersFor = (values: TProductCheckoutValues, party: readonly TPassengerType[]): TPassengerValues[] => {
  const places = placesOf(party);
  return party.map((type, i) => values.travellers[type][places[i]!] ?? emptyTraveller(type));
};

/** What the page adds to the body: the product, its item and the product's own choices. */
export interface TProductChoice {
  product: TBookableProduct;
  item_id: string;
  departure_id?: string | undefined;
  room_sharing?: TRoomSharing | undefined;
  quote_id?: string | undefined;
  travel_on?: string | undefined;
}

/** A field of the API's answer as the form names it: `travellers.0.born_on` → `passengers.0.born_on`. */
export const formFieldOf = (field: string) => field.replace(/^travellers(?=\.|$)/, 'passengers');

/** The form's field names of the server's first message per field. */
export const formErrorsOf = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [formFieldOf(field), message]));

/**
 * The product's own rule on the travellers as read (their ages on the trip's day): messages by
 * the form's field names, already translated.
 */
export type TTravellerCheck = (travellers: readonly TBookingPassenger[], t: TFunction) => Record<string, string>;

/** What every product form checks beside its body: the page's own choices and the product's rule on the travellers' ages. */
export interface TTravellersInput {
  party: readonly TPassengerType[];
  values: TProductCheckoutValues;
  /** The page's own messages (a travel date, a departure, a room), shown beside the form's. */
  choiceErrors?: Record<string, string>;
  check?: TTravellerCheck;
}

export interface TValidateInput extends TTravellersInput {
  choice: TProductChoice;
  /** The booking's currency (the markup is typed in it). */
  currency: string;
  /** An agent books: its markup is read. */
  agent: boolean;
}

/**
 * The body a schema reads from the travellers' forms (the contract's, shared with the API), then
 * the page's own choices and, once every traveller reads well, the product's rule on their ages.
 * The body to send, or null with the first message per field by the form's names; `errors`
 * holds messages found before (they come first).
 */
export function validateTravellersBody<TOut>(
  schema: TSchemaLike<TOut>,
  bodyOf: (travellers: Record<string, unknown>[]) => unknown,
  input: TTravellersInput,
  t: TFunction,
  errors: Record<string, string> = {},
): { body: TOut | null; errors: Record<string, string> } {
  const travellers = travellersFor(input.values, input.party);
  const parsed = schema.safeParse(bodyOf(travellers.map(passengerInput)));
  if (!parsed.success)
    for (const [field, message] of Object.entries(formErrorsOf(issuesToFieldErrors(parsed.error.issues, t)))) errors[field] ??= message;
  for (const [field, message] of Object.entries(input.choiceErrors ?? {})) errors[field] ??= message;
  const read = travellers.map((p) => ZBookingPassenger.safeParse(passengerInput(p)));
  if (input.check && read.every((r) => r.success))
    for (const [field, message] of Object.entries(
      input.check(
        read.map((r) => r.data as TBookingPassenger),
        t,
      ),
    ))
      errors[field] ??= message;
  return { body: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/**
 * The checks POST /product-bookings runs, in the browser: the contract's schema, the markup, the
 * page's own choices and then, once every traveller reads well, the product's rule on their ages.
 * The body to send, or null with the first message per field.
 */
export function validateProductBooking(
  input: TValidateInput,
  t: TFunction,
): { body: TCreateProductBooking | null; errors: Record<string, string> } {
  const { choice, values, currency, agent } = input;
  const errors: Record<string, string> = {};
  let markup = 0;
  if (agent && values.markup.trim() !== '') {
    const parsed = parseMoneyInput(values.markup, currency, { allowZero: true });
    if (parsed.ok) markup = parsed.amount_minor;
    else errors.markup_minor = t(toI18nKey(parsed.error), parsed.params);
  }
  return validateTravellersBody(
    ZCreateProductBooking,
    (travellers) => ({ ...choice, travellers, contact: { email: values.email, phone: values.phone }, markup_minor: markup }),
    input,
    t,
    errors,
  );
}

/** How a product counts a traveller by age on its day: a package (and a policy) as a flight does; a visa has adults and children. */
export type TAgeGroup = (age: number) => TPassengerType;
export const typeOfAge: TAgeGroup = (age) => (age >= ADULT_FROM_AGE ? 'adult' : age >= CHILD_FROM_AGE ? 'child' : 'infant');
export const visaAgeGroup: TAgeGroup = (age) => (age >= ADULT_FROM_AGE ? 'adult' : 'child');

/**
 * Each traveller must be, by age on `on`, the type the party has at its place: an adult booked
 * as a child pays the wrong price and the API would count them otherwise.
 */
export const typesOnDay =
  (party: readonly TPassengerType[], on: string, group: TAgeGroup = typeOfAge): TTravellerCheck =>
  (travellers, t) => {
    const errors: Record<string, string> = {};
    travellers.forEach((p, i) => {
      const actual = group(ageOn(p.born_on, on));
      const expected = party[i];
      if (expected && actual !== expected)
        errors[`passengers.${i}.born_on`] = t('product_bookings:errors.age_type', {
          actual: t(`product_bookings:age_groups.${actual}`),
          expected: t(`product_bookings:age_groups.${expected}`),
          date: formatDay(on),
        });
    });
    return errors;
  };

/** An insurance quote priced each traveller at an age on the trip's first day, in order: the same people must be booked. */
export const agesOnDay =
  (ages: readonly number[], on: string): TTravellerCheck =>
  (travellers, t) => {
    const errors: Record<string, string> = {};
    travellers.forEach((p, i) => {
      if (ages[i] !== undefined && ageOn(p.born_on, on) !== ages[i])
        errors[`passengers.${i}.born_on`] = t('product_bookings:errors.age_quoted', { age: ages[i], date: formatDay(on) });
    });
    return errors;
  };

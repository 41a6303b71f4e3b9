import { passengerProblems, ZBookingPassenger, ZCreateBooking, type TBookingPassenger, type TTripFacts } from '@safar/contracts';
import type { TFunction } from 'i18next';
import { issuesToFieldErrors, toI18nKey } from '@/features/forms/issue-message';
import { bookingInput, passengerInput, type TCheckoutValues } from './checkout-values';

/** POST /bookings's body as the schema leaves it (names in capitals, a compact phone). */
export type TBookingBody = Extract<ReturnType<typeof ZCreateBooking.safeParse>, { success: true }>['data'];

/**
 * The checks POST /bookings runs, in the browser: the contract's schema, then, once every
 * passenger reads well, the trip's own rules (age on the last flight's day, passport validity,
 * each infant on its own adult). The first message per field, translated.
 */
export function validateCheckout(
  flightId: string,
  values: TCheckoutValues,
  trip: TTripFacts,
  t: TFunction,
): { body: TBookingBody | null; errors: Record<string, string> } {
  const parsed = ZCreateBooking.safeParse(bookingInput(flightId, values));
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, t);
  const passengers = values.passengers.map((p) => ZBookingPassenger.safeParse(passengerInput(p)));
  if (passengers.every((p) => p.success)) {
    const read = passengers.map((p) => p.data as TBookingPassenger);
    for (const problem of passengerProblems(read, trip)) {
      const field = problem.path.join('.');
      if (!(field in errors)) errors[field] = t(toI18nKey(problem.key), problem.params);
    }
  }
  return { body: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

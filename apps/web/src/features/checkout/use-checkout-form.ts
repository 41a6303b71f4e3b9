import type { TFlightDetails, TTraveller } from '@safar/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  initialValues,
  passengerFieldName,
  travellerToPassenger,
  tripFactsOf,
  type TCheckoutValues,
  type TPassengerField,
} from './checkout-values';
import { validateCheckout } from './checkout-validation';

const without = (errors: Record<string, string>, drop: (field: string) => boolean) => {
  const kept = Object.entries(errors).filter(([field]) => !drop(field));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
};

/**
 * The checkout's values and messages. A field's message goes when the field changes; a
 * passenger filled from a saved traveller loses all of its own.
 */
export function useCheckoutForm(flight: TFlightDetails) {
  // Names the namespace so the form waits for the validation texts before it renders.
  const { t } = useTranslation('validation');
  const [values, setValues] = useState<TCheckoutValues>(() => initialValues(flight));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const trip = useMemo(() => tripFactsOf(flight), [flight]);

  const setPassenger = useCallback((index: number, field: TPassengerField, value: string) => {
    setValues((v) => ({ ...v, passengers: v.passengers.map((p, i) => (i === index ? { ...p, [field]: value } : p)) }));
    const name = passengerFieldName(index, field);
    // The party's counts are about every passenger's birth date at once.
    setErrors((e) => without(e, (f) => f === name || (field === 'born_on' && f === 'passengers')));
  }, []);

  const pickTraveller = useCallback((index: number, traveller: TTraveller) => {
    setValues((v) => ({ ...v, passengers: v.passengers.map((p, i) => (i === index ? travellerToPassenger(p, traveller) : p)) }));
    setErrors((e) => without(e, (f) => f.startsWith(`passengers.${index}.`) || f === 'passengers'));
  }, []);

  const setContact = useCallback((field: 'email' | 'phone', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => without(e, (f) => f === `contact.${field}`));
  }, []);

  const setTicketing = useCallback((ticketing: TCheckoutValues['ticketing']) => setValues((v) => ({ ...v, ticketing })), []);

  /** The body to send, or null with every message shown. */
  const validate = () => {
    const result = validateCheckout(flight.flight_id, values, trip, t);
    setErrors(result.errors);
    return result.body;
  };

  return { values, errors, setErrors, setPassenger, pickTraveller, setContact, setTicketing, validate };
}

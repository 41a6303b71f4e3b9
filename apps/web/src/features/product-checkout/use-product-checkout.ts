import type { TPassengerType, TTraveller } from '@safar/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { travellerToPassenger, type TPassengerField, type TPassengerValues } from '@/features/checkout/checkout-values';
import { EMPTY_CHECKOUT, emptyTraveller, placesOf, travellersFor, type TProductCheckoutValues } from './product-checkout-values';

const without = (errors: Record<string, string>, drop: (field: string) => boolean) => {
  const kept = Object.entries(errors).filter(([field]) => !drop(field));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
};

/**
 * A product booking form's values and messages, for the party the page has chosen (the counts, or
 * a quote's travellers). A field's message goes when the field changes; a traveller filled from
 * a saved one loses all of its own.
 */
export function useProductCheckout(party: readonly TPassengerType[]) {
  // Names the namespace so the form waits for the validation texts before it renders.
  useTranslation('validation');
  const [values, setValues] = useState<TProductCheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const travellers = useMemo(() => travellersFor(values, party), [values, party]);
  // The callbacks keep their identity while the party does (each traveller's form is memoised): pass a memoised party.
  const update = useCallback(
    (index: number, change: (p: TPassengerValues) => TPassengerValues) => {
      const type = party[index];
      const place = placesOf(party)[index];
      if (type === undefined || place === undefined) return;
      setValues((v) => {
        const list = [...v.travellers[type]];
        while (list.length <= place) list.push(emptyTraveller(type));
        list[place] = change(list[place]!);
        return { ...v, travellers: { ...v.travellers, [type]: list } };
      });
    },
    [party],
  );

  const setTraveller = useCallback(
    (index: number, field: TPassengerField, value: string) => {
      update(index, (p) => ({ ...p, [field]: value }));
      const name = `passengers.${index}.${field}`;
      setErrors((e) => without(e, (f) => f === name || (field === 'born_on' && f === 'passengers')));
    },
    [update],
  );

  const pickTraveller = useCallback(
    (index: number, traveller: TTraveller) => {
      update(index, (p) => travellerToPassenger(p, traveller));
      setErrors((e) => without(e, (f) => f.startsWith(`passengers.${index}.`) || f === 'passengers'));
    },
    [update],
  );

  const setContact = useCallback((field: 'email' | 'phone', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => without(e, (f) => f === `contact.${field}`));
  }, []);

  const setMarkup = useCallback((markup: string) => {
    setValues((v) => ({ ...v, markup }));
    setErrors((e) => without(e, (f) => f === 'markup_minor'));
  }, []);

  /** Drops the messages of fields the page changed (a date, a count: the travellers' ages are read again). */
  const clearErrors = useCallback((drop: (field: string) => boolean) => setErrors((e) => without(e, drop)), []);

  return { values, travellers, errors, setErrors, setTraveller, pickTraveller, setContact, setMarkup, clearErrors };
}

export type TProductCheckout = ReturnType<typeof useProductCheckout>;

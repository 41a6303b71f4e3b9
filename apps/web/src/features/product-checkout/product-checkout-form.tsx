import type { TCreateProductBooking, TCustomerBookingDetails, TPassengerType } from '@safar/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { notifyBookingAnswer } from '@/features/agent-bookings/bookings-queries';
import { ContactFields } from '@/features/checkout/checkout-parts';
import { bookingDetailsHref } from '@/features/checkout/checkout-paths';
import { focusFirstError, otherErrors } from '@/features/forms/use-zod-form';
import { useCreateProductBooking } from '@/features/product-bookings/product-bookings-queries';
import { customerBookingHref } from '@/features/storefront-bookings/storefront-paths';
import { startCardPayment } from '@/features/storefront-bookings/storefront-queries';
import { ApiError } from '@/lib/api';
import { formErrorsOf } from './product-checkout-values';
import { ProductTravellers, travellerFieldNames } from './product-travellers';
import type { TProductCheckout } from './use-product-checkout';

export type TCheckoutAudience = 'storefront' | 'agent';

export interface ProductCheckoutFormProps {
  audience: TCheckoutAudience;
  checkout: TProductCheckout;
  party: readonly TPassengerType[];
  /** Each traveller's legend ("Adult 1", "Traveller 2, 40 years old"). */
  headingOf: (index: number) => string;
  /** The booking's currency: the agent's markup is typed in it. */
  currency: string;
  /** The body to send (null with every message set), checked with the contract's schema and the product's rules. */
  validate: () => TCreateProductBooking | null;
  /** The fields the page shows itself above the travellers (their messages are beside them, not in the summary). */
  choiceFields: readonly string[];
  /** The product's own choices (a travel date, a departure and a room, the counts of travellers). */
  children: ReactNode;
  /** The price as the catalogue gives it, for the choices made. */
  summary: ReactNode;
  /** Nothing can be booked now (a lapsed quote, a departure sold out): the page says why. */
  blocked?: boolean;
}

/**
 * The booking of a product: the page's choices, one form per traveller (the flight checkout's),
 * the contact, an agent's markup, the price and the submit. What POST /product-bookings answers has
 * its place: field messages beside their fields (the API's `travellers.N` are the forms'
 * `passengers.N`), any other refusal above the form; an agent's booking opens its details, a
 * traveller's booking goes on to the card payment.
 */
export function ProductCheckoutForm(props: ProductCheckoutFormProps) {
  const { audience, checkout, party, headingOf, currency, validate, choiceFields, children, summary, blocked = false } = props;
  const { t } = useTranslation(['product_bookings', 'checkout']);
  const navigate = useNavigate();
  const create = useCreateProductBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, values, travellers } = checkout;
  const agent = audience === 'agent';

  // A traveller's booking is paid by card straight away; if the card page cannot open, the booking's page offers it again.
  const payByCard = async (booking: TCustomerBookingDetails) => {
    try {
      window.location.assign(await startCardPayment(booking.id, booking.access_token));
    } catch {
      void navigate(customerBookingHref(booking.id, booking.access_token));
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is on its way sends nothing (the button is disabled too).
    if (create.isPending || blocked) return;
    const element = event.currentTarget;
    const body = validate();
    if (!body) {
      setFailure(t('product_bookings:form.invalid'));
      return focusFirstError(element);
    }
    setFailure(null);
    create.mutate(body, {
      onSuccess: (result) => {
        notifyBookingAnswer(result);
        if ('customer_booking' in result.data) return void payByCard(result.data.customer_booking);
        void navigate(bookingDetailsHref(result.data.booking.id));
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.errors).length > 0) {
          checkout.setErrors(formErrorsOf(err.fieldErrors()));
          focusFirstError(element);
        }
        setFailure(err instanceof ApiError && err.description ? err.description : t('product_bookings:form.failed'));
      },
    });
  };

  const shown = [...travellerFieldNames(travellers.length), 'contact.email', 'contact.phone', 'markup_minor', ...choiceFields];

  return (
    <form
      className="people-form checkout-form product-checkout__form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('product_bookings:form.label')}
    >
      <FormError message={failure} errors={otherErrors(errors, shown)} />
      {children}
      <ProductTravellers checkout={checkout} party={party} headingOf={headingOf} savedTravellers={agent ? 'own' : null} />
      <ContactFields email={values.email} phone={values.phone} errors={errors} onChange={checkout.setContact} />
      {agent && (
        <fieldset className="checkout-fieldset">
          <legend>{t('product_bookings:markup.title')}</legend>
          <TextField
            name="markup_minor"
            label={t('product_bookings:markup.label', { currency })}
            hint={t('product_bookings:markup.hint')}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={values.markup}
            error={errors.markup_minor}
            onChange={(e) => checkout.setMarkup(e.target.value)}
          />
        </fieldset>
      )}
      {summary}
      <div className="form-actions">
        <Button type="submit" busy={create.isPending} disabled={blocked}>
          {t(agent ? 'product_bookings:form.submit_wallet' : 'product_bookings:form.submit_card')}
        </Button>
      </div>
    </form>
  );
}

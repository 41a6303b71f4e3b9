import type { TCustomerBookingDetails, TFlightDetails } from '@safar/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { focusFirstError, otherErrors } from '@/features/forms/use-zod-form';
import { useAncillaries } from '@/features/flights/flights-queries';
import { ApiError, detailsOf } from '@/lib/api';
import { notifyBookingAnswer } from '@/features/agent-bookings/bookings-queries';
import { AgentPicker } from './agent-picker';
import { DuplicateDialog, PriceChangedDialog, type TDuplicate, type TPriceChange } from './booking-dialogs';
import { ContactFields, StorefrontTotal, TicketingChoice, TotalsCard } from './checkout-parts';
import { customerBookingHref } from '@/features/storefront-bookings/storefront-paths';
import { startCardPayment } from '@/features/storefront-bookings/storefront-queries';
import type { TCheckoutMode } from './checkout-mode';
import { useCreateBooking, type TBookingRequest, type TSavedTravellers } from './checkout-queries';
import { partyOf, passengerFieldName, placesInParty, type TPassengerField } from './checkout-values';
import { PassengerFields, type TAdultChoice } from './passenger-fields';
import { useCheckoutForm } from './use-checkout-form';

const PASSENGER_FIELDS: readonly TPassengerField[] = [
  'title',
  'given_name',
  'family_name',
  'born_on',
  'gender',
  'nationality',
  'passport_number',
  'passport_country',
  'passport_expires_on',
  'infant_of',
];

interface CheckoutFormProps {
  flight: TFlightDetails;
  /** Who books for which agency: where the booking goes, whose travellers, where it opens. */
  mode: TCheckoutMode;
  /** Where a new search starts, when the offer is gone. */
  searchAgain: string;
  /** The offer ran out while the form was open: nothing can be sent. */
  expired: boolean;
}

/**
 * The passengers, the contact and hold-or-ticket, checked with the contract's schemas before
 * sending. Every answer of POST /bookings (or /admin-booking) has its place: a new price or a
 * possible duplicate asks the person booking and sends again with its agreement, field messages
 * go to their fields, a gone offer offers a new search, and a booking opens its details.
 */
export function CheckoutForm({ flight, mode, searchAgain, expired }: CheckoutFormProps) {
  const { t } = useTranslation(['checkout', 'flights']);
  const navigate = useNavigate();
  const form = useCheckoutForm(flight);
  const { values, errors } = form;
  const agency = mode.agency;
  const storefront = mode.storefront;
  const create = useCreateBooking(mode.endpoint, agency?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  // A refusal about the offer itself (not priced for this agency, moved while booking): a new search is the way on.
  const [offerRefused, setOfferRefused] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  const [sent, setSent] = useState<TBookingRequest | null>(null);
  const [priceChange, setPriceChange] = useState<TPriceChange | null>(null);
  const [duplicates, setDuplicates] = useState<TDuplicate[] | null>(null);
  // The bags and seats chosen on the offer go with the booking, at their price (no margin on them).
  const extrasMinor = useAncillaries(flight.flight_id).data?.selected_total_minor ?? 0;
  // Staff: the agency's agent the booking is made for ('' for none).
  const [forAgent, setForAgent] = useState('');

  const party = useMemo(() => partyOf(flight), [flight]);
  // A visitor has no saved travellers. Kept between renders, so the passengers' forms are not drawn again on every keystroke.
  const agencyId = agency?.id ?? null;
  const savedTravellers = useMemo<TSavedTravellers | null>(
    () => (storefront ? null : agencyId ? { agencyId } : 'own'),
    [storefront, agencyId],
  );
  const places = useMemo(() => placesInParty(party), [party]);
  const typeLabel = (type: string) => t(`flights:passenger_types.${type}`);
  // The adults an infant may travel on change with their names only, not with every keystroke elsewhere.
  const adultKey = values.passengers.map((p) => (p.type === 'adult' ? `${p.given_name} ${p.family_name}`.trim() : '')).join('|');
  const adults: TAdultChoice[] = useMemo(
    () =>
      adultKey.split('|').flatMap((name, index) =>
        party[index] !== 'adult'
          ? []
          : [
              {
                index,
                label: name
                  ? t('checkout:passengers.adult_named', { n: places[index], name })
                  : t('checkout:passengers.adult_n', { n: places[index] }),
              },
            ],
      ),
    [adultKey, party, places, t],
  );

  const send = (body: TBookingRequest, element: HTMLFormElement | null) => {
    setFailure(null);
    setOfferRefused(false);
    setSent(body);
    create.mutate(body, {
      onSuccess: (result) => {
        setPriceChange(null);
        setDuplicates(null);
        notifyBookingAnswer(result);
        if ('customer_booking' in result.data) return void payByCard(result.data.customer_booking);
        mode.onBooked?.(result.data.booking);
        void navigate(mode.bookingHref(result.data.booking.id));
      },
      onError: (err) => {
        setPriceChange(null);
        setDuplicates(null);
        const details = detailsOf(err);
        const price = details?.price_changed as { due_minor: number; gross_minor: number; currency: string } | undefined;
        const twins = details?.duplicates as TDuplicate[] | undefined;
        if (price) {
          setPriceChange({
            // Staff saw their own search's price, not the agency's: there is no "before" to compare.
            before: agency
              ? null
              : {
                  due_minor: (flight.price.net_minor ?? flight.price.gross_minor) + extrasMinor,
                  gross_minor: flight.price.gross_minor + extrasMinor,
                },
            now: { due_minor: price.due_minor, gross_minor: price.gross_minor },
            currency: price.currency,
          });
          return;
        }
        if (twins?.length) return setDuplicates(twins);
        const description = err instanceof ApiError ? err.description : '';
        if (err instanceof ApiError && err.status === 410) return setGone(description || t('checkout:expired'));
        if (err instanceof ApiError && Object.keys(err.errors).length > 0) {
          form.setErrors(err.fieldErrors());
          if (element) focusFirstError(element);
        }
        setOfferRefused(err instanceof ApiError && (err.status === 403 || err.status === 409));
        setFailure(description || t('checkout:failed'));
      },
    });
  };

  // The storefront's hold is paid by card straight away; if the card page cannot open, the booking's page offers it again.
  const payByCard = async (booking: TCustomerBookingDetails) => {
    try {
      window.location.assign(await startCardPayment(booking.id, booking.access_token));
    } catch {
      void navigate(customerBookingHref(booking.id, booking.access_token));
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setFailure(null);
    const body = form.validate();
    if (!body) {
      setFailure(t('checkout:invalid'));
      return focusFirstError(element);
    }
    send(agency && forAgent ? { ...body, on_behalf_of: forAgent } : body, element);
  };

  const shown = [
    ...values.passengers.flatMap((_, i) => PASSENGER_FIELDS.map((f) => passengerFieldName(i, f))),
    'contact.email',
    'contact.phone',
    'on_behalf_of',
  ];
  const due = (flight.price.net_minor ?? flight.price.gross_minor) + extrasMinor;

  if (gone)
    return (
      <div className="form-error" role="alert">
        <p className="form-error-title">{gone}</p>
        <Link to={searchAgain}>{t('checkout:search_again')}</Link>
      </div>
    );

  return (
    <>
      <form className="people-form checkout-form" noValidate onSubmit={handleSubmit} aria-label={t('checkout:title')}>
        <FormError message={failure} errors={otherErrors(errors, shown)} />
        {offerRefused && <Link to={searchAgain}>{t('checkout:search_again')}</Link>}
        <section className="checkout-passengers" aria-labelledby="checkout-passengers-title">
          <h2 id="checkout-passengers-title">{t('checkout:passengers.title')}</h2>
          <p className="muted">{t('checkout:passengers.intro')}</p>
          <p className="field-hint">{t('checkout:passengers.name_hint')}</p>
          {values.passengers.map((passenger, index) => (
            <PassengerFields
              key={index}
              index={index}
              heading={t('checkout:passengers.heading', { type: typeLabel(passenger.type), n: places[index] })}
              passenger={passenger}
              errors={errors}
              adults={adults}
              savedTravellers={savedTravellers}
              onChange={form.setPassenger}
              onPick={form.pickTraveller}
            />
          ))}
        </section>
        <ContactFields email={values.email} phone={values.phone} errors={errors} onChange={form.setContact} />
        {agency && (
          <AgentPicker
            agencyId={agency.id}
            value={forAgent}
            error={errors.on_behalf_of}
            onChange={(userId) => {
              setForAgent(userId);
              form.setErrors((e) => {
                const { on_behalf_of: _dropped, ...rest } = e;
                return rest;
              });
            }}
          />
        )}
        {storefront ? (
          <StorefrontTotal price={flight.price} extrasMinor={extrasMinor} />
        ) : (
          <>
            <TicketingChoice
              value={values.ticketing}
              dueMinor={due}
              currency={flight.price.currency}
              agencyName={agency?.name ?? null}
              onChange={form.setTicketing}
            />
            {/* What staff see is their own search's price: the agency's totals come with the booking. */}
            {!agency && <TotalsCard price={flight.price} extrasMinor={extrasMinor} />}
          </>
        )}
        <div className="form-actions">
          <Button type="submit" busy={create.isPending} disabled={expired}>
            {t(storefront ? 'checkout:storefront.submit' : values.ticketing === 'now' ? 'checkout:submit_now' : 'checkout:submit_hold')}
          </Button>
        </div>
      </form>
      <PriceChangedDialog
        change={priceChange}
        busy={create.isPending}
        staff={agency !== null}
        onCancel={() => setPriceChange(null)}
        onAccept={() => sent && priceChange && send({ ...sent, accept_total_minor: priceChange.now.due_minor }, null)}
      />
      <DuplicateDialog
        duplicates={duplicates}
        busy={create.isPending}
        bookingHref={mode.bookingHref}
        staff={agency !== null}
        onCancel={() => setDuplicates(null)}
        onConfirm={() => sent && send({ ...sent, confirm_duplicate: true }, null)}
      />
    </>
  );
}

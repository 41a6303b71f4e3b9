import {
  departureAgentPriceField,
  departurePriceField,
  ZConvertEnquiry,
  type TDepartureStaff,
  type TEnquiryDetails,
  type TRoomSharing,
} from '@safar/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import type { TSavedTravellers } from '@/features/checkout/checkout-queries';
import { focusFirstError, otherErrors } from '@/features/forms/use-zod-form';
import {
  PACKAGE_CHOICE_FIELDS,
  packageChoiceErrors,
  packageSummaryLines,
  packageTravellerHeading,
  PackageTripFields,
  type TDeparturePrice,
} from '@/features/product-checkout/package-trip-fields';
import {
  formErrorsOf,
  partyOf,
  typesOnDay,
  validateTravellersBody,
  visaAgeGroup,
  type TPartyCounts,
} from '@/features/product-checkout/product-checkout-values';
import { ProductPriceSummary } from '@/features/product-checkout/product-price-summary';
import { ProductTravellers, travellerFieldNames } from '@/features/product-checkout/product-travellers';
import { useProductCheckout } from '@/features/product-checkout/use-product-checkout';
import {
  deviceToday,
  earliestTravelDay,
  VISA_CHOICE_FIELDS,
  visaChoiceErrors,
  visaSummaryLines,
  visaTravellerHeading,
  VisaTripFields,
} from '@/features/product-checkout/visa-trip-fields';
import { useDebouncedValue } from '@/features/reference-data/use-debounced-value';
import { ApiError } from '@/lib/api';
import { notifySuccess } from '@/lib/toast';
import { useConvertEnquiry } from './enquiries-queries';
import { isEnquiryBookable, useBookableItems, type TEnquiryBookable } from './enquiry-booking-items';
import { EnquiryProductFields } from './enquiry-product-fields';

const ONE_ADULT: TPartyCounts = { adult: 1, child: 0, infant: 0 };
const BEFORE_ITEM = ['product', 'item_id', 'phone'];

/** Drops the messages of the product's choices (another product or item asks them again). */
const isChoiceField = (f: string) =>
  ['product', 'item_id', 'departure_id', 'room_sharing', 'travel_on', 'passengers'].includes(f) || f.endsWith('.born_on');

export interface EnquiryBookingFormProps {
  enquiry: TEnquiryDetails;
  /** Where the enquiry is read (`/admin/enquiries/…`), opened once the booking is made. */
  enquiryHref: string;
}

/**
 * The booking agreed with an enquiry's sender (POST /enquiries/convert): the product and its item
 * (the enquiry's own when it names one), the product's choices and travellers as the booking
 * pages ask them, and the sender's phone when the enquiry gave none. The contact is the
 * enquiry's; an agent's enquiry is priced and paid as its agency's, and each traveller can be
 * filled from that agency's saved travellers. Checked with the contract's schema before sending;
 * the API's messages go beside their fields.
 */
export function EnquiryBookingForm({ enquiry, enquiryHref }: EnquiryBookingFormProps) {
  const { t } = useTranslation(['enquiries', 'product_bookings', 'checkout', 'flights']);
  const navigate = useNavigate();
  const convert = useConvertEnquiry();
  const named = enquiry.product && isEnquiryBookable(enquiry.product.kind) ? enquiry.product : null;
  const [product, setProduct] = useState<TEnquiryBookable | ''>(named ? (named.kind as TEnquiryBookable) : '');
  const [itemId, setItemId] = useState(named?.id ?? '');
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const [departureId, setDepartureId] = useState('');
  const [sharing, setSharing] = useState<TRoomSharing | ''>('');
  const [travelOn, setTravelOn] = useState('');
  const [counts, setCounts] = useState<TPartyCounts>(ONE_ADULT);
  const [phone, setPhone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const party = useMemo(() => partyOf(counts), [counts]);
  const checkout = useProductCheckout(party);
  const items = useBookableItems(product, searched, itemId);
  // The API books the enquiry of an agency's agent for that agency (the same test as here): at the
  // agents' prices, from its wallet, and offers that agency's saved travellers, read through the enquiry.
  const agency = Boolean(enquiry.sender?.agency_id);
  const savedTravellers = useMemo<TSavedTravellers | null>(() => (agency ? { enquiryId: enquiry.id } : null), [agency, enquiry.id]);

  const visa = items.list.kind === 'visa' ? (items.list.items.find((v) => v.id === itemId) ?? null) : null;
  const pkg = items.list.kind === 'holiday' || items.list.kind === 'umrah' ? (items.list.items.find((p) => p.id === itemId) ?? null) : null;
  const item = visa ?? pkg;
  const onSale = pkg?.departures.filter((d) => d.sellable) ?? [];
  const departure = onSale.find((d) => d.id === departureId) ?? null;
  const earliest = visa ? earliestTravelDay(deviceToday(), visa.processing_days_min) : '';
  const price: TDeparturePrice = (d, type) => (d as TDepartureStaff)[agency ? departureAgentPriceField(type) : departurePriceField(type)];

  const chooseProduct = (next: string) => {
    setProduct(isEnquiryBookable(next) ? next : '');
    setItemId('');
    setSearch('');
    setDepartureId('');
    setTravelOn('');
    // A visa has adults and children only.
    if (next === 'visa') setCounts((c) => ({ ...c, infant: 0 }));
    checkout.clearErrors(isChoiceField);
  };
  const chooseItem = (id: string) => {
    setItemId(id);
    setDepartureId('');
    checkout.clearErrors(isChoiceField);
  };

  const validate = () => {
    const errors: Record<string, string> = {};
    if (!product) errors.product = t('validation:required');
    else if (!item) errors.item_id = t('validation:required');
    else if (pkg) Object.assign(errors, packageChoiceErrors(departure, sharing, counts, t));
    else Object.assign(errors, visaChoiceErrors(travelOn, earliest, t));
    const day = pkg ? departure?.date : travelOn || undefined;
    const result = validateTravellersBody(
      ZConvertEnquiry,
      (travellers) => ({
        enquiry_id: enquiry.id,
        product: product || undefined,
        item_id: item?.id,
        ...(pkg ? { departure_id: departure?.id, room_sharing: sharing || undefined } : {}),
        ...(visa ? { travel_on: travelOn || undefined } : {}),
        travellers,
        ...(enquiry.phone ? {} : { phone }),
      }),
      { party, values: checkout.values, check: item && day ? typesOnDay(party, day, visa ? visaAgeGroup : undefined) : undefined },
      t,
      errors,
    );
    // The travellers' forms show once the item is chosen: until then only what is on show is asked for.
    checkout.setErrors(item ? result.errors : Object.fromEntries(Object.entries(result.errors).filter(([f]) => BEFORE_ITEM.includes(f))));
    return result.body;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is on its way sends nothing (the button is disabled too).
    if (convert.isPending) return;
    const element = event.currentTarget;
    const body = validate();
    if (!body) {
      setFailure(t('product_bookings:form.invalid'));
      return focusFirstError(element);
    }
    setFailure(null);
    convert.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result);
        void navigate(enquiryHref);
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.errors).length > 0) {
          checkout.setErrors(formErrorsOf(err.fieldErrors()));
          focusFirstError(element);
        }
        setFailure(err instanceof ApiError && err.description ? err.description : t('enquiries:convert.failed'));
      },
    });
  };

  const shown = [
    'product',
    'item_id',
    'phone',
    ...(pkg ? PACKAGE_CHOICE_FIELDS : visa ? VISA_CHOICE_FIELDS : []),
    ...(item ? travellerFieldNames(party.length) : []),
  ];
  const currency = item?.currency ?? '';

  return (
    <form
      className="people-form checkout-form product-checkout__form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('enquiries:convert.form')}
    >
      <FormError message={failure} errors={otherErrors(checkout.errors, shown)} />
      <EnquiryProductFields
        product={product}
        itemId={item?.id ?? ''}
        items={items}
        errors={checkout.errors}
        noneOnSale={pkg !== null && onSale.length === 0}
        search={search}
        onSearch={setSearch}
        onProduct={chooseProduct}
        onItem={chooseItem}
      />
      {pkg && onSale.length > 0 && (
        <PackageTripFields
          checkout={checkout}
          departures={onSale}
          departure={departure}
          nights={pkg.nights}
          currency={pkg.currency}
          sharing={sharing}
          counts={counts}
          price={price}
          onDeparture={setDepartureId}
          onSharing={setSharing}
          onCounts={setCounts}
        />
      )}
      {visa && (
        <VisaTripFields
          checkout={checkout}
          travelOn={travelOn}
          earliest={earliest}
          counts={counts}
          documentsLater={visa.documents.some((d) => d.upload)}
          onTravelOn={setTravelOn}
          onCounts={setCounts}
        />
      )}
      {item && (
        <ProductTravellers
          checkout={checkout}
          party={party}
          headingOf={visa ? visaTravellerHeading(party, t) : packageTravellerHeading(party, t)}
          savedTravellers={savedTravellers}
        />
      )}
      <fieldset className="checkout-fieldset">
        <legend>{t('enquiries:convert.contact')}</legend>
        <p className="muted">
          {enquiry.phone
            ? t('enquiries:convert.contact_is_phone', { email: enquiry.email, phone: enquiry.phone })
            : t('enquiries:convert.contact_is', { email: enquiry.email })}
        </p>
        {!enquiry.phone && (
          <TextField
            name="phone"
            type="tel"
            label={t('enquiries:convert.phone')}
            required
            autoComplete="off"
            dir="ltr"
            maxLength={24}
            hint={`${t('enquiries:convert.phone_why')} ${t('checkout:contact.phone_hint')}`}
            value={phone}
            error={checkout.errors.phone}
            onChange={(e) => {
              setPhone(e.target.value);
              checkout.clearErrors((f) => f === 'phone');
            }}
          />
        )}
      </fieldset>
      {item && (
        <ProductPriceSummary
          audience="storefront"
          currency={currency}
          lines={
            visa
              ? visaSummaryLines(
                  agency
                    ? { adult: visa.agent_adult_price_minor, child: visa.agent_child_price_minor }
                    : { adult: visa.adult_price_minor, child: visa.child_price_minor },
                  counts,
                  t,
                )
              : packageSummaryLines(departure, sharing, counts, price, t)
          }
          payer={
            agency
              ? { total: t('enquiries:convert.agency_pays'), note: t('enquiries:convert.agency_note') }
              : { total: t('enquiries:convert.sender_pays'), note: t('enquiries:convert.sender_note') }
          }
        />
      )}
      <div className="form-actions">
        <Button type="submit" busy={convert.isPending} disabled={pkg !== null && onSale.length === 0}>
          {t('enquiries:convert.submit')}
        </Button>
      </div>
    </form>
  );
}

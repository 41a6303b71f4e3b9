import type { TLocale, TOfflineBookingDetails, TSaveOfflineBooking } from '@safar/contracts';
import type { TPickedAgency } from '@/features/money/agency-picker';
import { currencyDigits, minorToDecimalString, parseMoneyInput } from '@/lib/money';

/** The offline booking form as typed: text everywhere, amounts in major units of the currency. */
export interface TFlightValues {
  flight_number: string;
  origin: string;
  destination: string;
  departure_local: string;
  arrival_local: string;
}
export interface TPassengerValues {
  type: 'adult' | 'child' | 'infant';
  title: 'mr' | 'mrs' | 'ms' | 'miss' | 'mstr';
  given_name: string;
  family_name: string;
  ticket_number: string;
}
export interface TOfflineValues {
  owner: 'agency' | 'walk_in';
  agency: TPickedAgency | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  supplier_name: string;
  pnr: string;
  flights: TFlightValues[];
  passengers: TPassengerValues[];
  net: string;
  selling: string;
  currency: string;
  locale: TLocale;
}

export const emptyFlight = (origin = ''): TFlightValues => ({
  flight_number: '',
  origin,
  destination: '',
  departure_local: '',
  arrival_local: '',
});
export const emptyPassenger = (): TPassengerValues => ({ type: 'adult', title: 'mr', given_name: '', family_name: '', ticket_number: '' });

export const emptyOfflineValues = (locale: TLocale): TOfflineValues => ({
  owner: 'agency',
  agency: null,
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  supplier_name: '',
  pnr: '',
  flights: [emptyFlight()],
  passengers: [emptyPassenger()],
  net: '',
  selling: '',
  currency: 'PKR',
  locale,
});

/** A saved booking back into the form, for an edit. */
export function valuesOf(details: TOfflineBookingDetails): TOfflineValues {
  const { booking, offline } = details;
  const digits = currencyDigits(booking.currency);
  return {
    owner: booking.agency ? 'agency' : 'walk_in',
    agency: booking.agency ? { agency_id: booking.agency.id, user_id: '', name: booking.agency.name, currency: booking.currency } : null,
    customer_name: offline.customer?.name ?? '',
    customer_email: offline.customer?.email ?? '',
    customer_phone: offline.customer?.phone ?? '',
    supplier_name: offline.supplier_name,
    pnr: booking.pnr ?? '',
    flights: offline.flights.map((f) => ({ ...f })),
    passengers: booking.passenger_list.map((p) => ({
      type: p.type,
      title: p.title as TPassengerValues['title'],
      given_name: p.given_name,
      family_name: p.family_name,
      ticket_number: p.ticket_number ?? '',
    })),
    net: offline.net_minor === null ? '' : minorToDecimalString(offline.net_minor, digits),
    selling: minorToDecimalString(offline.selling_minor, digits),
    currency: booking.currency,
    locale: offline.locale,
  };
}

/**
 * The request the values make, and the amount fields' own messages. An amount that does not
 * parse is sent to the schema as a placeholder, so its other fields are still checked while the
 * amount shows its own message.
 */
export function requestOf(v: TOfflineValues): {
  request: TSaveOfflineBooking;
  amountErrors: Record<string, { key: string; params?: Record<string, number> | undefined }>;
} {
  const net = parseMoneyInput(v.net, v.currency, { allowZero: true });
  const selling = parseMoneyInput(v.selling, v.currency);
  const amountErrors: Record<string, { key: string; params?: Record<string, number> | undefined }> = {};
  if (!net.ok) amountErrors.net_minor = { key: net.error, params: net.params };
  if (!selling.ok) amountErrors.selling_minor = { key: selling.error, params: selling.params };
  const walkIn = v.owner === 'walk_in';
  return {
    amountErrors,
    request: {
      agency_id: walkIn ? null : (v.agency?.agency_id ?? undefined),
      customer: walkIn ? { name: v.customer_name, email: v.customer_email, phone: v.customer_phone || null } : null,
      supplier_name: v.supplier_name,
      pnr: v.pnr,
      flights: v.flights,
      passengers: v.passengers.map((p) => ({ ...p, ticket_number: p.ticket_number || null })),
      net_minor: net.ok ? net.amount_minor : 0,
      selling_minor: selling.ok ? selling.amount_minor : 1,
      currency: v.currency,
      locale: v.locale,
    },
  };
}

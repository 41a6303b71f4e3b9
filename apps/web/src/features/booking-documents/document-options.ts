import type { TBookingDetails, TBookingDocumentCopy, TLocale } from '@safar/contracts';

/** "standard" leaves it to the server: the invoice shows the price, the e-ticket does not. */
export type TShowPrice = 'standard' | 'yes' | 'no';

/** The choices a download and a mail share, as the form holds them. */
export interface TDocumentOptions {
  copy: TBookingDocumentCopy;
  show_price: TShowPrice;
  /** The name the agent gives its customer on the customer's copy; blank prints the agency's own. */
  agency_name: string;
  locale: TLocale;
}

export const defaultDocumentOptions = (locale: TLocale): TDocumentOptions => ({
  copy: 'agency',
  show_price: 'standard',
  agency_name: '',
  locale,
});

/** What the API reads: the same fields for the download's query and the mail's body. */
export interface TDocumentChoices {
  copy: TBookingDocumentCopy;
  show_price?: boolean;
  agency_name?: string;
  locale: TLocale;
}

/**
 * The options as the API takes them. A choice left at its default is not sent, so the server's
 * rule applies; the name is sent only on the customer's copy (the agency's copy is Safar's
 * invoice to the agency, under its real name) and only by those who may give one.
 */
export function documentChoices(options: TDocumentOptions, canName: boolean): TDocumentChoices {
  const name = options.agency_name.trim();
  return {
    copy: options.copy,
    ...(options.show_price === 'standard' ? {} : { show_price: options.show_price === 'yes' }),
    ...(canName && options.copy === 'customer' && name ? { agency_name: name } : {}),
    locale: options.locale,
  };
}

const ISSUED: readonly string[] = ['ticketed', 'void_requested'];
const UNDONE: readonly string[] = ['voided', 'cancelled'];

/**
 * Whether the booking has documents: they exist once tickets do. A voided or cancelled booking
 * keeps them only if it was ticketed (a released hold has none); the API refuses the rest.
 */
export const hasDocuments = (booking: Pick<TBookingDetails, 'status' | 'passenger_list'>) =>
  ISSUED.includes(booking.status) || (UNDONE.includes(booking.status) && booking.passenger_list.some((p) => Boolean(p.ticket_number)));

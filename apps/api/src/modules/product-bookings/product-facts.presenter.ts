import type { TLocale, TProductBookingFacts } from '@safar/contracts';
import type { bookingProducts, visaDocuments } from '@safar/db';
import type { TBookingRow } from '@/modules/bookings/booking-transition';
import type { TProductLine } from './product-source';

type TSold = { title?: Partial<Record<TLocale, string>>; slug?: string | null; starts_on?: string; sold_as?: Record<string, unknown> };

/** A product booking's item title in a language (English when the other is missing); null for a flight. */
export function productBookingTitle(booking: TBookingRow, locale: TLocale): string | null {
  if (booking.product === 'flight') return null;
  const title = (booking.offer as TSold).title;
  return title?.[locale] || title?.en || '';
}

/**
 * What a product booking shows beside the booking's common facts. The lines give the price of
 * one traveller of each kind as the payer pays it: an agency the agent price, the storefront the
 * public price. An agent's markup is one amount on the whole booking (`markup_minor`, and the
 * customer's total in `gross_minor`), not a price per traveller.
 */
export function presentProductFacts(
  booking: TBookingRow,
  row: typeof bookingProducts.$inferSelect,
  files: readonly (typeof visaDocuments.$inferSelect)[],
  locale: TLocale,
): TProductBookingFacts {
  const sold = booking.offer as TSold;
  const agency = booking.agencyId !== null;
  const lines = (booking.priceLines as TProductLine[]).map((l) => {
    const due = agency ? l.agentMinor : l.publicMinor;
    return {
      type: l.type,
      label: l.sharing ? `${l.type}_${l.sharing}` : l.type,
      count: l.count,
      due_minor: due,
    };
  });
  return {
    product: row.product,
    item_id: row.itemId,
    title: productBookingTitle(booking, locale) ?? '',
    slug: sold.slug ?? null,
    departure_id: row.departureId,
    room_sharing: row.roomSharing,
    starts_on: sold.starts_on ?? booking.lastFlightOn,
    ends_on: booking.lastFlightOn,
    seats: row.seats,
    visa_step: row.visaStep,
    lines,
    sold_as: sold.sold_as ?? {},
    documents: files.map((f) => ({
      id: f.id,
      kind: f.kind,
      traveller: f.traveller,
      original_name: f.originalName,
      mime: f.mime,
      size: f.size,
      uploaded_at: f.createdAt.toISOString(),
    })),
  };
}

import type { TEnquiryProductKind, TLocale } from '@safar/contracts';
import { groupTickets, listedItems, type DbOrTx } from '@safar/db';
import { and, eq, gt } from 'drizzle-orm';

/**
 * The title of a product a visitor may enquire about, in the visitor's language, as it reads
 * now (the enquiry keeps it: the product may change or go later). Null when the product is not
 * there or not offered to the public any more.
 */
type TProductTitle = (db: DbOrTx, id: string, locale: TLocale) => Promise<string | null>;

const listedItemTitle =
  (kind: 'car' | 'tour'): TProductTitle =>
  async (db, id, locale) => {
    const [item] = await db
      .select({ en: listedItems.titleEn, ar: listedItems.titleAr })
      .from(listedItems)
      .where(and(eq(listedItems.id, id), eq(listedItems.kind, kind), eq(listedItems.active, true)));
    return item ? (locale === 'ar' ? item.ar : item.en) : null;
  };

const groupTicketTitle: TProductTitle = async (db, id) => {
  const [block] = await db
    .select({
      reference: groupTickets.reference,
      title: groupTickets.title,
      origin: groupTickets.origin,
      destination: groupTickets.destination,
      day: groupTickets.departureDate,
    })
    .from(groupTickets)
    .where(and(eq(groupTickets.id, id), eq(groupTickets.status, 'active'), gt(groupTickets.bookingCutoffAt, new Date())));
  if (!block) return null;
  return `${block.reference} ${block.origin}–${block.destination} ${block.day}${block.title ? ` (${block.title})` : ''}`;
};

/** One reader per kind the contracts allow; a new product kind adds its own here. */
export const ENQUIRY_PRODUCTS: Record<TEnquiryProductKind, TProductTitle> = {
  car: listedItemTitle('car'),
  tour: listedItemTitle('tour'),
  group_ticket: groupTicketTitle,
};

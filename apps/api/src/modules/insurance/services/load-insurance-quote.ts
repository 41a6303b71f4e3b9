import { zUuid, type TInsurancePriceView } from '@safar/contracts';
import { insurancePlans, insuranceQuotes, type DbOrTx, type TStoredQuotedPlan } from '@safar/db';
import { eq } from 'drizzle-orm';
import { AppError, conflict, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TOfferViewer } from '@/modules/flights/offers/offer-store';
import { insuranceReaderOf, mayReadInsuranceQuote } from '../insurance-quotes.policy';
import type { TInsuranceQuoteRow } from './create-insurance-quote';

/** A stored quote's trip with one of its plans as priced: what a purchase charges. */
export interface TLoadedInsuranceQuote {
  quoteId: string;
  /** Whom it was priced for: `kind` says which price a purchase by its owner pays (`agent` → the agent price). */
  viewer: TOfferViewer;
  region: string;
  startDate: string;
  endDate: string;
  tripDays: number;
  expiresAt: Date;
  /** The plan as the quote priced it (prices per traveller in the quote's order, both totals, the currency). */
  plan: TStoredQuotedPlan;
}

const expired = () => new AppError('offer_expired', { key: 'messages.insurance_quote_expired' });

/**
 * The stored quote `quoteId` for its reader, or a refusal in the API's terms. Anyone else than
 * whom it was priced for (staff aside) reads 404, as if it did not exist.
 */
export async function readInsuranceQuote(
  db: DbOrTx,
  quoteId: string,
  user: AuthUser | null,
  visitorId: string | null,
): Promise<TInsuranceQuoteRow> {
  if (!zUuid.safeParse(quoteId).success) throw notFound();
  const [row] = await db.select().from(insuranceQuotes).where(eq(insuranceQuotes.id, quoteId)).limit(1);
  if (!row) throw notFound();
  const stored: TOfferViewer = { kind: row.viewerKind, agencyId: row.agencyId, userId: row.userId, visitorId: row.visitorId };
  if (!mayReadInsuranceQuote(insuranceReaderOf(user, visitorId), stored)) throw notFound();
  return row;
}

/** The price view a reader gets of a stored quote: its own kind (staff see both prices of any quote). */
export const quoteViewFor = (user: AuthUser | null): TInsurancePriceView => insuranceReaderOf(user, null).viewer.kind;

/**
 * What a purchase of `planId` from quote `quoteId` is priced from, never from what the browser
 * sends. Refuses with 404 when the quote is not the caller's (a visitor's is its browser's: pass
 * the signed visitor id), or the plan is not in it; 410 when the quote has lapsed (an hour, or the
 * trip's first day is over); 409 when the plan has since been taken off sale.
 */
export async function loadInsuranceQuote(
  db: DbOrTx,
  quoteId: string,
  planId: string,
  user: AuthUser | null,
  visitorId: string | null = null,
): Promise<TLoadedInsuranceQuote> {
  const row = await readInsuranceQuote(db, quoteId, user, visitorId);
  const plan = row.plans.find((p) => p.planId === planId);
  if (!plan) throw notFound();
  if (row.expiresAt.getTime() <= Date.now()) throw expired();
  const [current] = await db.select({ status: insurancePlans.status }).from(insurancePlans).where(eq(insurancePlans.id, planId)).limit(1);
  if (current?.status !== 'published') throw conflict('messages.insurance_plan_not_on_sale');
  return {
    quoteId: row.id,
    viewer: { kind: row.viewerKind, agencyId: row.agencyId, userId: row.userId, visitorId: row.visitorId },
    region: row.region,
    startDate: row.startDate,
    endDate: row.endDate,
    tripDays: row.tripDays,
    expiresAt: row.expiresAt,
    plan,
  };
}

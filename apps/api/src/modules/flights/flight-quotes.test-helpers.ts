import type { TFlightSearchQuery, TMarginRule } from '@safar/contracts';
import { airlines, airports, capturedMails, mailAttachments, newId } from '@safar/db';
import { desc, eq } from 'drizzle-orm';
import { mailsTried } from '@/core/mail/outbox';
import { demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { saveOfferSet, type TOfferViewer } from './offers/offer-store';
import { priceOffer, type TPricedOffer } from './pricing/price-offer';
import { fakeOffer } from './search/fake-supplier';
import { toSupplierRequest } from './search/search-flights';

export const QUERY: TFlightSearchQuery = {
  trip_type: 'one_way',
  origin: 'KHI',
  destination: 'DXB',
  departure_date: '2030-03-10',
  adults: 2,
  children: 1,
  infants: 0,
  cabin_class: 'economy',
};

/** The agency's markup for its client (10 %) and the airline margin staff set on PK (5 %). */
export const AGENT_MARGIN: TMarginRule = { type: 'percent', basis_points: 1000 };
const AIRLINE_MARGIN: TMarginRule = { type: 'percent', basis_points: 500 };

export interface TQuoteWorld {
  t: TestApp;
  tok: Record<TDemo, string>;
  agent: { id: string; agencyId: string };
  /** The agency of the agent awaiting approval: another agency than the demo agent's. */
  otherAgencyId: string;
  /** Prices an offer for a viewer as a search would (agents with their markup) and stores it. */
  storeOffer(viewer: TOfferViewer, options?: { expiresAt?: string }): Promise<{ flightId: string; priced: TPricedOffer }>;
  agentViewer(): TOfferViewer;
}

/** A test app with the demo accounts, the airports and airline a quote names, and a way to store offers. */
export async function buildQuoteWorld(): Promise<TQuoteWorld> {
  const t = await buildTestApp();
  const tok = await demoTokens(t);
  const agentRow = await userByEmail(t, 'agent@example.com');
  const pending = await userByEmail(t, 'pending-agent@example.com');
  const { db } = t.database;
  await db.insert(airlines).values({ iataCode: 'PK', name: 'Pakistan International Airlines' });
  await db.insert(airports).values([
    { iataCode: 'KHI', name: 'Jinnah International', city: 'Karachi', latitude: 24.9, longitude: 67.16, timeZone: 'Asia/Karachi' },
    { iataCode: 'DXB', name: 'Dubai International', city: 'Dubai', latitude: 25.25, longitude: 55.36, timeZone: 'Asia/Dubai' },
  ]);
  const agent = { id: agentRow.id, agencyId: agentRow.agencyId! };
  return {
    t,
    tok,
    agent,
    otherAgencyId: pending.agencyId!,
    agentViewer: () => ({ kind: 'agent', agencyId: agent.agencyId, userId: agent.id, visitorId: null }),
    async storeOffer(viewer, options = {}) {
      const offer = fakeOffer(toSupplierRequest(QUERY), { adultMinor: 5_000_000, ...options });
      const priced = priceOffer(offer, {
        currency: 'PKR',
        convert: (minor) => minor,
        airlineMargin: () => AIRLINE_MARGIN,
        sellMargin: viewer.kind === 'agent' ? { kind: 'agent', rule: AGENT_MARGIN } : null,
      });
      const saved = await saveOfferSet(db, {
        searchId: newId(),
        supplierCode: 'fake',
        viewer,
        query: QUERY,
        currency: 'PKR',
        supplierCurrency: 'PKR',
        rate: null,
        offers: [priced],
      });
      return { flightId: saved.flightIds[0]!, priced };
    },
  };
}

/** The newest captured mail to an address, with its attachments' rows (bytes included). */
export async function capturedQuote(t: TestApp, to: string) {
  await mailsTried(t.app);
  const [mail] = await t.database.db
    .select()
    .from(capturedMails)
    .where(eq(capturedMails.to, to))
    .orderBy(desc(capturedMails.createdAt), desc(capturedMails.id))
    .limit(1);
  if (!mail) return undefined;
  const attachments = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.capturedMailId, mail.id));
  return { ...mail, attachments };
}

/** An id of the right shape that names no stored offer. */
export const UNKNOWN_FLIGHT_ID = '0190a0a05c1a7d4e9a3b1c2d3e4f5a6b-0';

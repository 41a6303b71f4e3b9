import { describe, expect, it } from 'vitest';
import type { TRole } from '@safar/contracts';
import type { AuthUser } from '@/core/types';
import { mayChangeExtras, mayReadOffer, priceViewOf, readerOf } from './flights.viewer';
import type { TOfferViewer } from './offers/offer-store';

const user = (role: TRole, extra: Partial<AuthUser> = {}): AuthUser =>
  ({ id: `${role}-1`, role, agencyId: null, is_approved: '1', is_formFilled: '1', status: 'active', ...extra }) as AuthUser;

const agencyOffer: TOfferViewer = { kind: 'agent', agencyId: 'agency-1', userId: 'agent-1', visitorId: null };
const customerOffer: TOfferViewer = { kind: 'public', agencyId: null, userId: 'customer-1', visitorId: null };
const visitorOffer: TOfferViewer = { kind: 'public', agencyId: null, userId: null, visitorId: 'browser-1' };
const staffOffer: TOfferViewer = { kind: 'staff', agencyId: null, userId: 'salesman-1', visitorId: null };
const orphanOffer: TOfferViewer = { kind: 'public', agencyId: null, userId: null, visitorId: null };

const agent = user('agent', { agencyId: 'agency-1' });
const READERS = {
  visitor: readerOf(null, 'browser-1'),
  otherVisitor: readerOf(null, 'browser-2'),
  cookieless: readerOf(null, null),
  customer: readerOf(user('customer'), null),
  customerOnTheSameBrowser: readerOf(user('customer', { id: 'customer-2' }), 'browser-1'),
  agent: readerOf(agent, null),
  colleague: readerOf(user('agent', { id: 'agent-2', agencyId: 'agency-1' }), null),
  otherAgency: readerOf(user('agent', { id: 'agent-3', agencyId: 'agency-2' }), null),
  pendingAgent: readerOf(user('agent', { id: 'agent-4', agencyId: 'agency-1', is_approved: '0' }), null),
  admin: readerOf(user('admin'), null),
  accounts: readerOf(user('accounts'), null),
  salesman: readerOf(user('salesman'), null),
  reservation: readerOf(user('reservation'), null),
};
type TReaderName = keyof typeof READERS;

describe('offer owners and price views', () => {
  it.each<[string, TOfferViewer, TReaderName[]]>([
    ["an agency's offer", agencyOffer, ['agent', 'colleague', 'admin', 'accounts', 'salesman', 'reservation']],
    ["a customer's offer", customerOffer, ['customer', 'admin', 'accounts', 'salesman', 'reservation']],
    ["a visitor's offer", visitorOffer, ['visitor', 'customerOnTheSameBrowser', 'admin', 'accounts', 'salesman', 'reservation']],
    ["a salesman's offer", staffOffer, ['admin', 'accounts', 'salesman', 'reservation']],
    ['an offer with no owner left', orphanOffer, ['admin', 'accounts', 'salesman', 'reservation']],
  ])('%s is read by its owner and staff only', (_, stored, readers) => {
    const allowed = (Object.keys(READERS) as TReaderName[]).filter((name) => mayReadOffer(READERS[name], stored));
    expect(allowed).toEqual(readers);
  });

  it('lets the owner and the staff who book for others choose extras, not finance or sales staff', () => {
    const choosers = (stored: TOfferViewer) =>
      (Object.keys(READERS) as TReaderName[]).filter((name) => mayChangeExtras(READERS[name], stored));
    expect(choosers(agencyOffer)).toEqual(['agent', 'colleague', 'admin', 'reservation']);
    expect(choosers(customerOffer)).toEqual(['customer', 'admin', 'reservation']);
    expect(choosers(staffOffer)).toEqual(['admin', 'salesman', 'reservation']);
  });

  it('shows an agency its own view, finance everything, and everyone else the gross', () => {
    expect(priceViewOf(READERS.agent, agencyOffer)).toBe('agent');
    expect(priceViewOf(READERS.colleague, agencyOffer)).toBe('agent');
    expect(priceViewOf(READERS.agent, visitorOffer)).toBe('gross');
    for (const name of ['admin', 'accounts'] as const) expect(priceViewOf(READERS[name], agencyOffer)).toBe('full');
    for (const name of ['salesman', 'reservation', 'customer', 'visitor', 'pendingAgent'] as const)
      expect(priceViewOf(READERS[name], READERS[name].viewer)).toBe('gross');
  });

  it("prices a pending agent's search like a customer's, kept under its own user", () => {
    expect(READERS.pendingAgent.viewer).toEqual({ kind: 'public', agencyId: null, userId: 'agent-4', visitorId: null });
    expect(READERS.visitor.viewer).toEqual({ kind: 'public', agencyId: null, userId: null, visitorId: 'browser-1' });
  });
});

import { describe, expect, it } from 'vitest';
import { ACCESS, ACCESS_ENTRIES, decideAccess, type TAccessEntry } from './access';
import { homeOf } from './home';
import { ROLES, type TRole } from './roles';
import type { TUserAccessFacts } from './user';

const user = (role: TRole, over: Partial<TUserAccessFacts> = {}): TUserAccessFacts => ({
  role,
  status: 'active',
  is_approved: role === 'agent' ? '0' : '1',
  is_formFilled: role === 'agent' ? '0' : '1',
  ...over,
});
const approvedAgent = user('agent', { is_approved: '1', is_formFilled: '1' });

/** Who may pass each entry (active users; agents approved with a filled form). */
const EXPECTED: Record<TAccessEntry, TRole[]> = {
  public: [...ROLES],
  signedIn: [...ROLES],
  admin: ['admin'],
  catalogueWrite: ['admin'],
  imageUpload: ['admin', 'agent'],
  finance: ['admin', 'accounts'],
  usersRead: ['admin', 'accounts', 'salesman', 'reservation'],
  usersWrite: ['admin', 'salesman'],
  agentDataWrite: ['admin', 'salesman', 'agent'],
  agentDataRead: ['admin', 'accounts', 'salesman', 'reservation', 'agent'],
  agentSelf: ['agent'],
  agentApproved: ['agent'],
  financeOrAgent: ['admin', 'accounts', 'agent'],
  staffOrAgent: ['admin', 'accounts', 'salesman', 'reservation', 'agent'],
  customer: ['customer'],
  flightQuote: ['admin', 'salesman', 'reservation', 'agent'],
  travellersRead: ['admin', 'reservation', 'agent'],
  bookingsRead: ['admin', 'accounts', 'reservation', 'agent'],
  bookingsWork: ['admin', 'reservation', 'agent'],
  bookingsDesk: ['admin', 'reservation'],
  enquiriesDesk: ['admin', 'reservation', 'salesman'],
};

describe('decideAccess', () => {
  it('covers every entry of the table in this test', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACCESS_ENTRIES].sort());
  });

  it.each(ACCESS_ENTRIES)('%s: allows exactly its roles and forbids the others', (entry) => {
    for (const role of ROLES) {
      const facts = role === 'agent' ? approvedAgent : user(role);
      expect(decideAccess(entry, facts), `${entry} / ${role}`).toBe(EXPECTED[entry].includes(role) ? 'allow' : 'forbidden');
    }
  });

  it('lets anyone through public entries, and asks everyone else to sign in', () => {
    expect(decideAccess('public', null)).toBe('allow');
    for (const entry of ACCESS_ENTRIES.filter((e) => e !== 'public')) expect(decideAccess(entry, null)).toBe('unauthenticated');
  });

  it('treats a disabled user as signed out, even on signedIn routes', () => {
    expect(decideAccess('signedIn', user('admin', { status: 'disabled' }))).toBe('unauthenticated');
    expect(decideAccess('admin', user('admin', { status: 'disabled' }))).toBe('unauthenticated');
    expect(decideAccess('public', user('admin', { status: 'disabled' }))).toBe('allow');
  });

  it('opens agentApproved only to agents that are approved and have filled the form', () => {
    expect(decideAccess('agentApproved', approvedAgent)).toBe('allow');
    expect(decideAccess('agentApproved', user('agent', { is_formFilled: '1' }))).toBe('forbidden');
    expect(decideAccess('agentApproved', user('agent', { is_approved: '1' }))).toBe('forbidden');
    expect(decideAccess('agentApproved', user('agent'))).toBe('forbidden');
    // Not-yet-approved agents keep their own profile and form.
    expect(decideAccess('agentSelf', user('agent'))).toBe('allow');
    expect(decideAccess('signedIn', user('agent'))).toBe('allow');
  });

  it('keeps the table free of typos: approval only on entries that include agents', () => {
    for (const [name, rule] of Object.entries(ACCESS)) {
      if ('approved' in rule) expect(rule.roles, name).toContain('agent');
    }
  });

  it('asks approval of agents only on an entry shared with staff (financeOrAgent)', () => {
    expect(decideAccess('financeOrAgent', approvedAgent)).toBe('allow');
    expect(decideAccess('financeOrAgent', user('agent', { is_formFilled: '1' }))).toBe('forbidden');
    expect(decideAccess('financeOrAgent', user('accounts', { is_approved: '0' }))).toBe('allow');
  });

  it('lets only approved agents, and selling staff, mail a flight quote', () => {
    expect(decideAccess('flightQuote', approvedAgent)).toBe('allow');
    expect(decideAccess('flightQuote', user('agent', { is_formFilled: '1' }))).toBe('forbidden');
    expect(decideAccess('flightQuote', user('accounts'))).toBe('forbidden');
    expect(decideAccess('flightQuote', user('customer'))).toBe('forbidden');
  });
});

describe('homeOf', () => {
  it('sends every role to its home', () => {
    expect(homeOf(null)).toBe('/');
    expect(homeOf(undefined)).toBe('/');
    expect(homeOf(user('admin'))).toBe('/admin/dashboard');
    expect(homeOf(user('accounts'))).toBe('/admin/dashboard');
    expect(homeOf(user('salesman'))).toBe('/salesman/users');
    expect(homeOf(user('reservation'))).toBe('/reservation/reservation-users');
    expect(homeOf(user('customer'))).toBe('/home');
  });

  it('sends an agent through the form, then the wait for approval, then its dashboard', () => {
    expect(homeOf(user('agent'))).toBe('/agent/add-agent-details');
    expect(homeOf(user('agent', { is_approved: '1' }))).toBe('/agent/add-agent-details');
    expect(homeOf(user('agent', { is_formFilled: '1' }))).toBe('/verify-message');
    expect(homeOf(approvedAgent)).toBe('/agent/dashboard-flights');
  });
});

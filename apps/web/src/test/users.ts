import type { TUser } from '@safar/contracts';

/** A user object as GET /user presents it; override what the test is about. */
export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: '01900000-0000-7000-8000-000000000001',
    name: 'Test User',
    email: 'user@example.com',
    role: 'customer',
    email_verified: true,
    status: 'active',
    is_approved: '1',
    is_formFilled: '1',
    agency: null,
    created_by: null,
    locale: 'en',
    created_at: '2026-01-01T00:00:00.000Z',
    last_login_at: null,
    ...overrides,
  };
}

/** One user per role and agent state, with the home homeOf gives each. */
export const ROLE_CASES = [
  { label: 'admin', user: buildUser({ role: 'admin' }), home: '/admin/dashboard' },
  { label: 'accounts', user: buildUser({ role: 'accounts' }), home: '/admin/dashboard' },
  { label: 'salesman', user: buildUser({ role: 'salesman' }), home: '/salesman/users' },
  { label: 'reservation', user: buildUser({ role: 'reservation' }), home: '/reservation/reservation-users' },
  { label: 'approved agent', user: buildUser({ role: 'agent' }), home: '/agent/dashboard-flights' },
  { label: 'agent awaiting approval', user: buildUser({ role: 'agent', is_approved: '0' }), home: '/verify-message' },
  {
    label: 'agent without details form',
    user: buildUser({ role: 'agent', is_approved: '0', is_formFilled: '0' }),
    home: '/agent/add-agent-details',
  },
  { label: 'customer', user: buildUser({ role: 'customer' }), home: '/home' },
] as const;

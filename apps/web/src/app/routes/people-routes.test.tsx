import type { TUser } from '@safar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '@/features/auth/use-current-user';
import { listOf, ok, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { adminRoutes } from './admin-routes';
import { agentRoutes } from './agent-routes';
import { reservationRoutes } from './reservation-routes';
import { salesmanRoutes } from './salesman-routes';

beforeAll(() => setupI18n(['layout', 'users', 'admin', 'agent', 'salesman', 'reservation']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = { by_role: {}, total: 0, disabled: 0, agents_awaiting_approval: 0, agents_without_form: 0, recent_signups: [] };

/** Opens `path` as `user` and returns where the guards leave the browser. */
async function landOn(path: string, user: TUser) {
  stubApi((call) => (call.url.pathname === '/api/users-summary' ? ok(summary) : listOf([])));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  const router = createMemoryRouter(
    [...adminRoutes, ...agentRoutes, ...salesmanRoutes, ...reservationRoutes, { path: '*', element: <p>elsewhere</p> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}

const cases: [string, TUser, string][] = [
  ['admin opens the staff screen', buildUser({ role: 'admin' }), '/admin/staff'],
  ['accounts opens the dashboard', buildUser({ role: 'accounts' }), '/admin/dashboard'],
  ['accounts reads the users list', buildUser({ role: 'accounts' }), '/admin/users'],
  ['salesman opens its users', buildUser({ role: 'salesman' }), '/salesman/users'],
  ['reservation opens its lookup', buildUser({ role: 'reservation' }), '/reservation/reservation-users'],
  ['approved agent opens its home', buildUser({ role: 'agent' }), '/agent/dashboard-flights'],
];

const redirects: [string, TUser, string, string][] = [
  ['accounts opening a non-finance admin write screen', buildUser({ role: 'accounts' }), '/admin/new-user', '/admin/dashboard'],
  ['accounts opening the activity log', buildUser({ role: 'accounts' }), '/admin/activity-log', '/admin/dashboard'],
  ['a salesman opening the admin area', buildUser({ role: 'salesman' }), '/admin/users', '/salesman/users'],
  ['an admin opening the salesman area', buildUser({ role: 'admin' }), '/salesman/users', '/admin/dashboard'],
  ['a salesman opening the reservation area', buildUser({ role: 'salesman' }), '/reservation/reservation-users', '/salesman/users'],
  [
    'an agent awaiting approval opening the agent home',
    buildUser({ role: 'agent', is_approved: '0' }),
    '/agent/dashboard-flights',
    '/verify-message',
  ],
  [
    'an agent with a filled form opening the form again',
    buildUser({ role: 'agent', is_approved: '0' }),
    '/agent/add-agent-details',
    '/verify-message',
  ],
  [
    'an agent without a form opening its home',
    buildUser({ role: 'agent', is_approved: '0', is_formFilled: '0' }),
    '/agent/dashboard',
    '/agent/add-agent-details',
  ],
  ['a customer opening the admin area', buildUser({ role: 'customer' }), '/admin/dashboard', '/home'],
  ['the bare admin prefix', buildUser({ role: 'admin' }), '/admin', '/admin/dashboard'],
];

describe('people routes and their guards', () => {
  for (const [label, user, path] of cases)
    it(`${label}: stays on ${path}`, async () => {
      const router = await landOn(path, user);
      await waitFor(() => expect(document.querySelector('h1')).not.toBeNull(), { timeout: 5000 });
      expect(router.state.location.pathname).toBe(path);
    });

  for (const [label, user, path, home] of redirects)
    it(`${label}: goes to ${home}`, async () => {
      const router = await landOn(path, user);
      await waitFor(() => expect(router.state.location.pathname).toBe(home));
    });
});

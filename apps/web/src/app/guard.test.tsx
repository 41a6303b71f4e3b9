import { homeOf, type TAccessEntry, type TUser } from '@safar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CURRENT_USER_KEY } from '@/features/auth/use-current-user';
import { ROLE_CASES } from '@/test/users';
import { setupI18n } from '@/test/setup-i18n';
import { Guard, GuestOnly } from './guard';

/** Each area's home behind the guard entry its route tree uses (app/routes/*). */
const AREAS: { path: string; access: TAccessEntry }[] = [
  { path: '/admin/dashboard', access: 'finance' },
  { path: '/admin/staff', access: 'admin' },
  { path: '/salesman/users', access: 'usersWrite' },
  { path: '/reservation/reservation-users', access: 'usersRead' },
  { path: '/agent/add-agent-details', access: 'agentSelf' },
  { path: '/verify-message', access: 'agentSelf' },
  { path: '/agent/dashboard-flights', access: 'agentApproved' },
];

/** What each role may open among AREAS (the access table); anything else goes home. */
const ALLOWED: Record<(typeof ROLE_CASES)[number]['label'], string[]> = {
  admin: ['/admin/dashboard', '/admin/staff', '/salesman/users', '/reservation/reservation-users'],
  accounts: ['/admin/dashboard', '/reservation/reservation-users'],
  salesman: ['/salesman/users', '/reservation/reservation-users'],
  reservation: ['/reservation/reservation-users'],
  'approved agent': ['/agent/add-agent-details', '/verify-message', '/agent/dashboard-flights'],
  'agent awaiting approval': ['/agent/add-agent-details', '/verify-message'],
  'agent without details form': ['/agent/add-agent-details', '/verify-message'],
  customer: [],
};

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <GuestOnly>
        <p>screen:/</p>
      </GuestOnly>
    ),
  },
  {
    path: '/auth/register',
    element: (
      <GuestOnly>
        <p>screen:/auth/register</p>
      </GuestOnly>
    ),
  },
  { path: '/home', element: <p>screen:/home</p> },
  ...AREAS.map(({ path, access }) => ({
    path,
    element: (
      <Guard access={access}>
        <p>{`screen:${path}`}</p>
      </Guard>
    ),
  })),
];

async function open(path: string, user: TUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) localStorage.setItem('access_token', 'test-token');
  client.setQueryData(CURRENT_USER_KEY, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByText(/^screen:/);
  return router.state.location.pathname;
}

beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('homeOf', () => {
  for (const { label, user, home } of ROLE_CASES)
    it(`sends ${label} to ${home}`, () => {
      expect(homeOf(user)).toBe(home);
    });
  it('sends nobody to the login page', () => {
    expect(homeOf(null)).toBe('/');
  });
});

describe('route guard', () => {
  it('sends a signed-out visitor of any area to the login page', async () => {
    for (const { path } of AREAS) {
      expect(await open(path, null)).toBe('/');
      cleanup();
    }
  });

  for (const { label, user, home } of ROLE_CASES) {
    it(`${label}: the login and register pages lead home`, async () => {
      expect(await open('/', user)).toBe(home);
      cleanup();
      expect(await open('/auth/register', user)).toBe(home);
    });

    it(`${label}: opens its own home`, async () => {
      const landed = await open(home, user);
      expect(landed).toBe(home);
      expect(screen.getByText(`screen:${home}`)).toBeTruthy();
    });

    it(`${label}: an area it may not open leads home`, async () => {
      for (const { path } of AREAS) {
        const expected = ALLOWED[label].includes(path) ? path : home;
        expect(`${path} → ${await open(path, user)}`).toBe(`${path} → ${expected}`);
        cleanup();
      }
    });
  }

  it('a disabled user is treated as signed out', async () => {
    expect(await open('/admin/dashboard', { ...ROLE_CASES[0].user, status: 'disabled' })).toBe('/');
  });
});

import type { TUser } from '@safar/contracts';
import { cleanup, screen } from '@testing-library/react';
import { type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, ok, stubApi } from '@/features/testing/people-harness';
import { openRoute } from '@/features/testing/route-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { adminRoutes } from './admin-routes';
import { reservationRoutes } from './reservation-routes';
import { salesmanRoutes } from './salesman-routes';

beforeAll(() => setupI18n(['layout', 'enquiries']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '0190a0a0-0000-7000-8000-0000000e0001';
const ENQUIRY = {
  id: ID,
  reference: 'ENQ-100007',
  kind: 'contact',
  product: null,
  full_name: 'Bilal Pilgrim',
  email: 'bilal@example.test',
  phone: null,
  locale: 'en',
  status: 'open',
  sender: null,
  assigned_to: null,
  booking_id: null,
  replies_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  message: 'Umrah for two in March, please.',
  replies: [],
};

function landOn(routes: RouteObject[], path: string, user: TUser) {
  stubApi((call) => (call.url.pathname === `/api/enquiries/${ID}` ? ok({ enquiry: ENQUIRY }) : listOf([])));
  return openRoute(routes, path, user);
}

describe("an enquiry's booking in each inbox area", () => {
  for (const [label, routes, user, base] of [
    ['admin', adminRoutes, buildUser({ role: 'admin' }), '/admin'],
    ['reservation', reservationRoutes, buildUser({ role: 'reservation' }), '/reservation'],
    ['a salesman', salesmanRoutes, buildUser({ role: 'salesman' }), '/salesman'],
  ] as const)
    it(`${label} opens ${base}/enquiries/:id/booking`, async () => {
      const router = landOn([...routes], `${base}/enquiries/${ID}/booking`, user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Turn ENQ-100007 into a booking' }, { timeout: 5000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(`${base}/enquiries/${ID}/booking`);
    });

  it('keeps finance staff out: the inbox is not theirs', async () => {
    const router = landOn([...adminRoutes], `/admin/enquiries/${ID}/booking`, buildUser({ role: 'accounts' }));
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe(`/admin/enquiries/${ID}/booking`), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Turn ENQ-100007 into a booking' })).toBeNull();
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMoneyApi } from '@/features/money/money-test-api';
import { listOf, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { ADMIN, buildRow } from './booking-desk.fixtures';
import { AdminDirectBookingsScreen } from './area-screens';

beforeAll(() => setupI18n(['desk', 'bookings', 'ledger', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STOREFRONT = buildRow({ agency: null, channel: 'customer', status: 'ticketed' });

describe('/admin/direct-bookings', () => {
  it("lists the storefront's bookings only (the API's channel), with the status filter from the address", async () => {
    const calls = stubMoneyApi(() => listOf([STOREFRONT]));
    renderScreen(<AdminDirectBookingsScreen />, {
      path: '/admin/direct-bookings',
      route: '/admin/direct-bookings?status=ticketed',
      user: ADMIN,
    });
    const table = await screen.findByRole('table', { name: 'Direct bookings' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await waitFor(() => expect(calls.at(-1)!.url.pathname).toBe('/api/get-admin-bookings'));
    const query = calls.at(-1)!.url.searchParams;
    expect(query.get('channel')).toBe('customer');
    expect(query.get('status')).toBe('ticketed');
    expect(query.has('agency_id')).toBe(false);
  });
});

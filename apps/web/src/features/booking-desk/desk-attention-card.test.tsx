import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { ADMIN, buildRow, fromNow } from './booking-desk.fixtures';
import { DeskAttentionCard } from './desk-attention-card';

beforeAll(() => setupI18n(['desk']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hold = (n: number, hours: number | null, needsApproval = false) =>
  buildRow({
    id: `01900000-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
    needs_approval: needsApproval,
    deadlines: { ...buildRow().deadlines, agency_deadline_at: hours === null ? null : fromNow(hours) },
  });
const route = { path: '/admin/dashboard', route: '/admin/dashboard', user: ADMIN };
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
const TOTALS: Record<string, number> = { awaiting_approval: 2, void_requested: 3, outcome_unknown: 1 };

describe('the dashboard’s bookings that need a person', () => {
  it('counts holds due within a day, the ticketing queue, void requests and unknown outcomes, each linking to its list', async () => {
    const holds = [hold(1, 3), hold(2, 23), hold(3, 30), hold(4, -1), hold(5, null, true)];
    const calls = stubApi((c) => {
      const status = c.url.searchParams.get('status')!;
      return status === 'held' ? listOf(holds) : listOf([], TOTALS[status]);
    });
    renderScreen(<DeskAttentionCard />, route);
    const card = (await screen.findByRole('heading', { name: 'Bookings that need a person' })).closest('section')!;
    const tiles = await within(card).findAllByRole('listitem');
    expect(tiles.map(text)).toEqual(['2Holds due within 24 hours', '3Ticketing queue', '3Void requests', '1Outcome unknown']);
    const href = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(href('Holds due within 24 hours')).toBe('/admin/bookings?status=held');
    expect(href('Ticketing queue')).toBe('/admin/bookings?tab=ticketing');
    expect(href('Void requests')).toBe('/admin/void-bookings');
    expect(href('Outcome unknown')).toBe('/admin/bookings?status=outcome_unknown');
    expect(tiles[0]!.classList.contains('stat-tile--alarm')).toBe(true);
    expect(calls.every((c) => c.url.pathname === '/api/get-admin-bookings')).toBe(true);
    expect(calls.filter((c) => c.url.searchParams.get('per_page') === '1')).toHaveLength(3);
  });

  it('says "at least" when there are more holds than one page, and shows a failure', async () => {
    stubApi((c) => (c.url.searchParams.get('status') === 'held' ? listOf([hold(1, 3)], 250) : listOf([], 0)));
    renderScreen(<DeskAttentionCard />, route);
    const tiles = await screen.findAllByRole('listitem');
    expect(tiles.map(text)).toEqual(['1+Holds due within 24 hours', '0+Ticketing queue', '0Void requests', '0Outcome unknown']);
    cleanup();

    stubApi(() => failure(500, 'internal_error', 'Bookings are unavailable.'));
    renderScreen(<DeskAttentionCard />, route);
    expect(await screen.findByText('Bookings are unavailable.')).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMoneyApi } from '@/features/money/money-test-api';
import { listOf, ok, renderScreen } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { ADMIN, buildRow, fromNow } from './booking-desk.fixtures';
import { VoidQueueScreen } from './void-queue-screen';

beforeAll(() => setupI18n(['desk', 'bookings', 'ledger']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const request = (id: string, reference: string, voidInHours: number) =>
  buildRow({
    id,
    reference,
    status: 'void_requested',
    actions: ['void', 'decline_void'],
    deadlines: { ...buildRow().deadlines, void_until: fromNow(voidInHours) },
  });
const LATER = request('01900000-0000-7000-8000-0000000000b6', 'BKG-100006', 20);
const SOONER = request('01900000-0000-7000-8000-0000000000b7', 'BKG-100007', 2);
const route = { path: '/admin/void-bookings', route: '/admin/void-bookings', user: ADMIN };

describe('/admin/void-bookings', () => {
  it('lists the void requests, the closing window first, each with the time left', async () => {
    const calls = stubMoneyApi(() => listOf([LATER, SOONER]));
    renderScreen(<VoidQueueScreen />, route);
    const table = await screen.findByRole('table', { name: 'Void requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['BKG-100007', 'BKG-100006']);
    expect(rows[0]!.textContent).toContain('2 h 0 min left');
    expect(rows[1]!.textContent).toContain('20 h 0 min left');
    expect(calls[0]!.url.pathname).toBe('/api/get-admin-bookings');
    expect(calls[0]!.url.searchParams.get('status')).toBe('void_requested');
  });

  it('voids after the dialog, with the note and an Idempotency-Key, and reads the queue again', async () => {
    const success = vi.spyOn(toast, 'success');
    let voided = false;
    const calls = stubMoneyApi((c) => {
      if (c.method !== 'POST') return listOf(voided ? [LATER] : [LATER, SOONER]);
      voided = true;
      return ok({ booking: { ...SOONER, status: 'voided' } }, 'Booking has been voided successfully.');
    });
    renderScreen(<VoidQueueScreen />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Void booking BKG-100007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void booking BKG-100007' });
    expect(dialog.textContent).toMatch(/PKR\s*55,000\.00/);
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Within the window' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the tickets' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking has been voided successfully.'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/void-booking');
    expect(post.body).toEqual({ booking_id: SOONER.id, note: 'Within the window' });
    expect(post.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'BKG-100007' })).toBeNull());
  });

  it('says so when no request waits', async () => {
    stubMoneyApi(() => listOf([]));
    renderScreen(<VoidQueueScreen />, route);
    expect(await screen.findByText('No void request is waiting.')).toBeTruthy();
  });
});

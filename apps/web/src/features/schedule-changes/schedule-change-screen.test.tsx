import type { TScheduleChangeDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBookingApi } from '@/features/agent-bookings/bookings-test-api';
import { ok, renderScreen } from '@/features/testing/people-harness';
import { AGENT_USER } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { CHANGES_AREAS } from './changes-area';
import { ScheduleChangeScreen } from './schedule-change-screen';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['schedule_changes', 'validation']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const ID = '0190a0a0-0000-7000-8000-0000000000c1';
const flight = (number: string, origin: string, destination: string, dep: string, arr: string) => ({
  carrier: 'EK',
  flight_number: number,
  origin,
  destination,
  departure_local: dep,
  arrival_local: arr,
});
const first = flight('601', 'KHI', 'DXB', '2026-12-20T08:30', '2026-12-20T10:00');
const second = flight('5', 'DXB', 'LHR', '2026-12-20T11:30', '2026-12-20T15:20');
const late = flight('601', 'KHI', 'DXB', '2026-12-20T09:40', '2026-12-20T11:10');

const change = (over: Partial<TScheduleChangeDetails> = {}): TScheduleChangeDetails => ({
  id: ID,
  kind: 'schedule',
  status: 'open',
  booking: { id: '0190a0a0-0000-7000-8000-0000000000b1', reference: 'BKG-100077', pnr: 'QWE123', status: 'ticketed' },
  agency: null,
  supplier: 'sim-gds-a',
  changed_flights: 1,
  lost_connection: true,
  answer_by: '2026-12-18T08:00:00.000Z',
  answered_by: null,
  answered_at: null,
  created_at: '2026-12-16T08:00:00.000Z',
  before: [[first, second]],
  after: [[late, second]],
  differences: {
    flights: [
      {
        slice: 0,
        segment: 0,
        change: 'retimed',
        before: first,
        after: late,
        departure_shift_minutes: 70,
        arrival_shift_minutes: 70,
        flight_number_changed: false,
      },
      {
        slice: 0,
        segment: 1,
        change: 'unchanged',
        before: second,
        after: second,
        departure_shift_minutes: 0,
        arrival_shift_minutes: 0,
        flight_number_changed: false,
      },
    ],
    lost_connections: [{ slice: 0, airport: 'DXB', minutes: 20, minutes_before: 90, minimum_minutes: 60 }],
  },
  answers: ['accept', 'refund'],
  refund: { amount_minor: 15_000_00, currency: 'PKR' },
  ...over,
});
const at = { path: '/agent/schedule-changes/:id', route: `/agent/schedule-changes/${ID}`, user: AGENT_USER };
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
const area = CHANGES_AREAS.agent;

describe('one airline change (/agent/schedule-changes/:id)', () => {
  it('shows the flights side by side with what moved, the lost connection and the refund', async () => {
    stubBookingApi(() => ok({ change: change() }));
    renderScreen(<ScheduleChangeScreen area={area} />, at);
    await screen.findByRole('heading', { level: 1, name: 'Airline change to booking BKG-100077' });
    const rows = within(screen.getByRole('table', { name: "The booked flights and the airline's, side by side" })).getAllByRole('row');
    expect(text(rows[1]!)).toBe(
      'EK 601 KHI → DXB2026-12-20 08:30 – 2026-12-20 10:00EK 601 KHI → DXB2026-12-20 09:40 – 2026-12-20 11:10New timesDeparture: 70 min laterArrival: 70 min later',
    );
    expect(text(rows[2]!)).toContain('Unchanged');
    expect(screen.getByText(/At DXB only 20 min are left to change planes \(at least 60 min are needed\)/)).toBeTruthy();
    expect(screen.getByText(/goes back to the wallet/).textContent).toMatch(/15,000\.00/);
  });

  it('refuses to send without a choice, then sends the one answer with an Idempotency-Key', async () => {
    let answered = false;
    const calls = stubBookingApi((call) => {
      if (call.method === 'POST') answered = true;
      const now = answered ? change({ status: 'accepted', answers: [] }) : change();
      return call.method === 'GET' ? ok({ change: now }) : ok({ change: now }, 'The new flights are now on the booking.');
    });
    renderScreen(<ScheduleChangeScreen area={area} />, at);
    const send = await screen.findByRole('button', { name: 'Send the answer' });
    fireEvent.click(send);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: /Accept the new flights/ }));
    fireEvent.click(send);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/schedule-changes/answer');
    expect(post.body).toEqual({ change_id: ID, answer: 'accept' });
    expect(post.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the answer' })).toBeNull());
  });

  it('offers only the refund for cancelled flights', async () => {
    stubBookingApi(() =>
      ok({
        change: change({
          kind: 'cancellation',
          after: [],
          answers: ['refund'],
          differences: {
            flights: [
              {
                slice: 0,
                segment: 0,
                change: 'cancelled',
                before: first,
                after: null,
                departure_shift_minutes: null,
                arrival_shift_minutes: null,
                flight_number_changed: false,
              },
            ],
            lost_connections: [],
          },
        }),
      }),
    );
    renderScreen(<ScheduleChangeScreen area={area} />, at);
    await screen.findByRole('heading', { level: 1, name: 'Airline change to booking BKG-100077' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['refund']);
    // The airline's side of the flight, and what happened to it.
    expect(screen.getAllByText('Cancelled')).toHaveLength(2);
  });
});

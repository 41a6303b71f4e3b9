import type { TPnrDetails } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_ID, buildBookingRow } from '@/features/agent-bookings/bookings.fixtures';
import { refusal, stubBookingApi } from '@/features/agent-bookings/bookings-test-api';
import { ADMIN } from '@/features/booking-desk/booking-desk.fixtures';
import { ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENT_USER } from '@/features/travellers/travellers.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { AdminPnrDetailsScreen, AgentPnrDetailsScreen } from './area-screens';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['pnr', 'bookings']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUPPLIER: NonNullable<TPnrDetails['supplier']> = {
  supplier: 'sim_a',
  pnr: 'ABC123',
  status: 'ticketed',
  currency: 'PKR',
  total_minor: 8_600_000,
  payment_deadline: null,
  void_deadline: '2026-12-01T10:00:00.000Z',
  passengers: ['KHAN/ALI RAZA MR', 'KHAN/HAMZA MSTR'],
  tickets: [
    { ref: 'p1', number: '176-0000000001' },
    { ref: 'p2', number: '176-0000000002' },
  ],
  slices: [
    {
      segments: [
        {
          marketingCarrier: 'EK',
          flightNumber: '601',
          origin: 'KHI',
          destination: 'DXB',
          departureLocal: '2026-12-10T08:30',
          arrivalLocal: '2026-12-10T10:00',
          originTerminal: '1',
          destinationTerminal: '3',
        },
      ],
    },
  ],
};
const FOUND: TPnrDetails = { pnr: 'ABC123', bookings: [buildBookingRow({ status: 'ticketed', actions: [] })], supplier: SUPPLIER };

const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const agentAt = (query = '') => ({ path: '/agent/pnr-details', route: `/agent/pnr-details${query}`, user: AGENT_USER });
const lookups = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/api/get-pnr-details');
const stub = (answer: () => TApiAnswer) => stubBookingApi(answer);

describe('/agent/pnr-details', () => {
  it('looks up the locator typed (in capitals) and shows our booking and the airline’s record', async () => {
    const calls = stub(() => ok(FOUND));
    renderScreen(<AgentPnrDetailsScreen />, agentAt());
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a PNR' })).toBeTruthy();
    expect(lookups(calls)).toHaveLength(0);
    const search = screen.getByRole('search', { name: 'Find a PNR' });
    fireEvent.change(within(search).getByLabelText('PNR (airline booking reference)'), { target: { value: ' abc123 ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Find' }));

    const table = await screen.findByRole('table', { name: 'Our bookings under this PNR' });
    expect(screen.getByTestId('location').textContent).toBe('/agent/pnr-details?pnr=ABC123');
    expect(lookups(calls).map((c) => c.url.searchParams.get('pnr'))).toEqual(['ABC123']);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'BKG-100001' }).getAttribute('href')).toBe(
      `/agent/agent-booking-details?id=${BOOKING_ID}`,
    );
    expect(text(row!)).toContain('KHI → DXB');
    expect(text(row!)).toContain('ALI RAZA KHANand 1 more');
    expect(text(row!)).toContain('Ticketed');
    // An agent's bookings are all its agency's: no agency column.
    expect(within(table).queryByRole('columnheader', { name: 'Agency' })).toBeNull();

    const record = card("The airline's record");
    expect(text(record)).toContain('Suppliersim_a');
    expect(text(record)).toContain('Status with the airlineTicketed');
    expect(text(record)).toContain('TotalPKR 86,000.00');
    expect(text(record)).toContain('Pay byNone');
    expect(text(record)).toContain('Void window closes1 Dec 2026, 15:00 GMT+5');
    expect(text(record)).toContain('Times in Asia/Karachi');
    expect(within(record).getByText('KHAN/HAMZA MSTR')).toBeTruthy();
    const tickets = within(record).getByRole('table', { name: "Tickets on the airline's record" });
    expect(within(tickets).getAllByRole('row').slice(1).map(text)).toEqual(['p1176-0000000001', 'p2176-0000000002']);
    expect(text(record)).toContain('EK 601 · KHI → DXB');
    expect(text(record)).toContain('Times are local at each airport.');
  });

  it('says no booking was found under a locator the agent does not reach (404)', async () => {
    stub(() => refusal(404, 'not_found', 'Not found.'));
    renderScreen(<AgentPnrDetailsScreen />, agentAt('?pnr=ZZZ999'));
    expect(await screen.findByText('No booking found under this PNR')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('PNR (airline booking reference)').value).toBe('ZZZ999');
  });

  it('shows the server’s message for a locator that is not one (422) beside the box', async () => {
    const message = 'Enter a record locator of 5 to 8 letters and digits, e.g. ABC123.';
    stub(() => refusal(422, 'validation_failed', 'The given data was invalid.', null, { pnr: [message] }));
    renderScreen(<AgentPnrDetailsScreen />, agentAt('?pnr=AB'));
    const error = await screen.findByText(message);
    expect(error.closest('.field')!.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('No booking found under this PNR')).toBeNull();
  });

  it('says when the airline’s record could not be read', async () => {
    stub(() => ok({ ...FOUND, supplier: null }));
    renderScreen(<AgentPnrDetailsScreen />, agentAt('?pnr=ABC123'));
    await screen.findByRole('table', { name: 'Our bookings under this PNR' });
    expect(text(card("The airline's record"))).toContain('could not be read now');
  });
});

describe('/admin/pnr-details', () => {
  it('shows a PNR made outside Safar (no booking of ours), and links staff’s bookings to the desk', async () => {
    stub(() => ok({ pnr: 'XYZ789', bookings: [], supplier: { ...SUPPLIER, pnr: 'XYZ789', status: 'held', tickets: [] } }));
    renderScreen(<AdminPnrDetailsScreen />, { path: '/admin/pnr-details', route: '/admin/pnr-details?pnr=XYZ789', user: ADMIN });
    expect(await screen.findByText('Safar has no booking under this PNR: it was made outside Safar.')).toBeTruthy();
    const record = card("The airline's record");
    expect(text(record)).toContain('Status with the airlineOn hold');
    expect(text(record)).toContain('No tickets issued.');
    cleanup();

    stub(() => ok(FOUND));
    renderScreen(<AdminPnrDetailsScreen />, { path: '/admin/pnr-details', route: '/admin/pnr-details?pnr=ABC123', user: ADMIN });
    const table = await screen.findByRole('table', { name: 'Our bookings under this PNR' });
    expect(within(table).getByRole('columnheader', { name: 'Agency' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'BKG-100001' }).getAttribute('href')).toBe(`/admin/booking-details?id=${BOOKING_ID}`);
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, type TApiAnswer } from '@/features/testing/people-harness';
import { AGENCY_ID, AGENT, ME } from '@/features/money/money.fixtures';
import { stubMoneyApi, type TMoneyCall } from '@/features/money/money-test-api';
import { setupI18n } from '@/test/setup-i18n';
import { ImportPnrScreen } from './import-pnr-screen';

beforeAll(() => setupI18n(['offline_bookings', 'desk', 'travellers', 'ledger', 'users', 'common']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const route = { path: '/admin/import-pnr', route: '/admin/import-pnr', user: { ...ME, role: 'admin' as const } };
const RECORD = {
  supplier: 'sim-gds-a',
  pnr: 'EXTKHI',
  status: 'ticketed',
  currency: 'USD',
  total_minor: 61_000,
  passengers: [
    { ref: 'p1', type: 'adult', name: 'QURESHI/IMRAN MR' },
    { ref: 'p2', type: 'adult', name: 'QURESHI/SADIA MRS' },
  ],
  tickets: [
    { ref: 'p1', number: '157-1000000001' },
    { ref: 'p2', number: '157-1000000002' },
  ],
  flights: [
    { flight_number: 'EK 601', origin: 'KHI', destination: 'DXB', departure_local: '2031-03-01T04:05', arrival_local: '2031-03-01T05:25' },
  ],
};
const lookUp = (pnr: string) => {
  fireEvent.change(screen.getByLabelText(/^PNR/), { target: { value: pnr } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
};
const posts = (calls: TMoneyCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/import-pnr');

describe('import a PNR', () => {
  it('links to the booking that already holds the PNR', async () => {
    stubMoneyApi((c): TApiAnswer => {
      if (c.url.pathname !== '/api/import-pnr') return listOf([]);
      const refused = failure(409, 'conflict', 'This PNR is already in Safar as booking BKG-100321.');
      (refused.body as { message: { details: unknown } }).message.details = {
        booking: { id: '0190a000-0000-7000-8000-0000000000b1', reference: 'BKG-100321' },
      };
      return refused;
    });
    renderScreen(<ImportPnrScreen />, route);
    lookUp('extkhi');
    expect(await screen.findByText('This PNR is already in Safar as booking BKG-100321.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open booking BKG-100321' });
    expect(link.getAttribute('href')).toBe('/admin/booking-details?id=0190a000-0000-7000-8000-0000000000b1');
  });

  it('shows the record, then attaches it to the agency without a charge, with the reason, under one Idempotency-Key', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubMoneyApi((c) => {
      if (c.url.pathname === '/api/users') return listOf([AGENT]);
      if (c.url.pathname === '/api/import-pnr' && c.method === 'GET') return ok({ record: RECORD });
      if (c.url.pathname === '/api/import-pnr')
        return ok({ booking: { id: '0190a000-0000-7000-8000-0000000000b2', reference: 'BKG-100322' } }, 'PNR imported successfully.');
      return listOf([]);
    });
    renderScreen(<ImportPnrScreen />, route);
    lookUp('extkhi');
    expect(await screen.findByText('QURESHI/SADIA MRS')).toBeTruthy();
    expect(screen.getByText('157-1000000002')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/import-pnr')!.url.searchParams.get('pnr')).toBe('EXTKHI');

    // The reason is required whichever way staff choose.
    fireEvent.click(screen.getByRole('button', { name: 'Attach to the agency' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(1);
    expect(posts(calls)).toHaveLength(0);

    fireEvent.focus(screen.getByRole('combobox', { name: /^Agency/ }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Bilal Travels (Bilal)' }));
    const charge = screen.getByLabelText("Charge the agency's wallet") as HTMLInputElement;
    expect(charge.checked).toBe(true);
    fireEvent.click(charge);
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Paid at the old terminal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Attach to the agency' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('PNR imported successfully.'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/offline-booking-details?id=0190a000-0000-7000-8000-0000000000b2'),
    );
    const [post] = posts(calls);
    expect(post!.body).toEqual({
      supplier: 'sim-gds-a',
      pnr: 'EXTKHI',
      agency_id: AGENCY_ID,
      charge: false,
      reason: 'Paid at the old terminal',
    });
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
